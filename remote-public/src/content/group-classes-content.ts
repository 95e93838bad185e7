interface GroupClass {
  id: string;
  name: string;
  description: string;
}

/**
 * Spec §2 counts ten classes but names eleven; Pilates and Reformer Pilates share a card, so every
 * named class appears and there are ten (design decision of issue 4).
 */
export const groupClasses: readonly GroupClass[] = [
  {
    id: 'pilates',
    name: 'Pilates ve Reformer Pilates',
    description:
      'Mat pilatesi ve reformer aletiyle yapılan derslerde duruşunuzu düzeltir, merkez bölgenizi güçlendirir, esnekliğinizi artırırsınız.',
  },
  {
    id: 'kosu',
    name: 'Koşu (Running)',
    description:
      'Eğitmen eşliğinde doğru koşu tekniği, tempo ve dayanıklılık çalışmaları; koşu bandında ve açık havada gruplar halinde.',
  },
  {
    id: 'yoga',
    name: 'Yoga',
    description:
      'Nefes, denge ve esneklik üzerine kurulu derslerle bedeninizi güçlendirirken zihninizi dinlendirin.',
  },
  {
    id: 'cardio',
    name: 'Cardio',
    description:
      'Kalp ve dolaşım sistemini çalıştıran, yağ yakımını destekleyen yüksek tempolu aerobik antrenmanlar.',
  },
  {
    id: 'fitness',
    name: 'Fitness',
    description:
      'Ağırlık ve fonksiyonel ekipmanlarla kuvvet ve kondisyon; hedefinize göre eğitmeninizin hazırladığı programla.',
  },
  {
    id: 'kick-box',
    name: 'Kick Box',
    description:
      'Kick box temel teknikleriyle kondisyonunuzu, koordinasyonunuzu ve özgüveninizi geliştiren enerjik dersler; çocuk grupları da var.',
  },
  {
    id: 'spinning',
    name: 'Spinning',
    description:
      'Müzik eşliğinde, sabit bisikletlerde farklı tempo ve dirençlerle yapılan yüksek enerjili kardiyo dersi.',
  },
  {
    id: 'zumba',
    name: 'Zumba',
    description: 'Latin ritimleriyle dans ederken eğlenerek kalori yakacağınız, her seviyeye uygun bir ders.',
  },
  {
    id: 'kangoo-jumps',
    name: 'Kangoo Jumps',
    description:
      'Özel yaylı botlarla zıplayarak eklemleri korurken kondisyonu artıran eğlenceli bir kardiyo dersi.',
  },
  {
    id: 'yuzme',
    name: 'Yüzme (Swimming)',
    description:
      'Kapalı havuzumuzda yetişkin ve çocuklar için başlangıç, gelişim ve kondisyon yüzmesi grupları.',
  },
];

export const groupClassesTexts = {
  intro:
    'Uzman eğitmenlerimizle her gün farklı saatlerde, her seviyeye uygun grup derslerine katılabilirsiniz. Rezervasyonlu dersler için kulübümüzden yer ayırtmanız yeterli.',
  scheduleLink: 'Haftalık ders programını inceleyin',
  joinLink: 'Derslere katılmak için bize yazın',
} as const;
