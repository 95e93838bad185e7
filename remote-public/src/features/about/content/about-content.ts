/** The About page (docs/requirements.md §2): every fact the requirements lists; its metadata is `pageMeta.about` (page-meta-content.ts). */
export const aboutContent = {
  lead: "Sağlıklı yaşamı bir alışkanlığa dönüştürmek için 2007'den bu yana Ankara'dayız.",
  story: [
    "Sportif Yaşam Merkezi, 2007 yılında Ümitköy'de kapılarını açtı. Kuruluşumuzdan bu yana amacımız, her yaştan insanın güvenle ve keyifle spor yapabileceği, kendini evinde hissettiği bir kulüp olmak.",
    "Üyelerimizden gelen ilgi üzerine 2009 yılında Çukurambar'da ikinci kulübümüzü açtık. Bugün iki kulübümüzde fitness salonları, grup ders stüdyoları, yüzme havuzu ve çocuk programlarıyla yılda yaklaşık 5.000 kişiye hizmet veriyoruz.",
    "Sportif Yaşam Merkezi, Ankara'da kalite yönetim sistemi belgesi alan ilk spor merkezidir. Eğitmen kadromuzdan temizlik ve güvenlik süreçlerimize kadar her hizmetimizi belgelenmiş standartlarla yürütüyor, düzenli olarak denetliyoruz.",
    'E-posta listemiz aracılığıyla yaklaşık 50.000 kişiye ulaşıyor; sağlıklı beslenme, egzersiz ve etkinliklerimizle ilgili güncel bilgileri düzenli olarak paylaşıyoruz.',
  ],
  facts: [
    { value: '2007', label: 'yılından bu yana hizmetinizdeyiz' },
    { value: '2', label: 'kulüp: Ümitköy (2007) ve Çukurambar (2009)' },
    { value: '5.000', label: 'kişiye yılda yaklaşık hizmet veriyoruz' },
    { value: '50.000', label: 'kişiye e-posta listemizle ulaşıyoruz' },
  ],
  factsLabel: 'Rakamlarla Sportif Yaşam',
  vision: {
    title: 'Vizyonumuz',
    text: "Ankara'da sağlıklı yaşamın ilk akla gelen adresi olmak; spor yapmayı herkes için ulaşılabilir, güvenli ve sürdürülebilir bir yaşam biçimine dönüştürmek.",
  },
  mission: {
    title: 'Misyonumuz',
    text: 'Üyelerimize uzman eğitmenler eşliğinde, bilimsel temelli ve kişiye özel programlar sunmak; temiz, güvenli ve samimi bir ortamda her yaştan insanın hedeflerine ulaşmasına destek olmak.',
  },
  qualityPolicy: {
    title: 'Kalite Politikamız',
    intro: 'Kalite yönetim sistemimizin gereği olarak:',
    points: [
      'Üye memnuniyetini tüm çalışmalarımızın merkezinde tutarız.',
      'Hizmetlerimizi yasal düzenlemelere ve belgelenmiş standartlara uygun olarak sunarız.',
      'Eğitmen ve çalışanlarımızın sürekli eğitimine yatırım yaparız.',
      'Hijyen, sağlık ve güvenlik koşullarını her gün denetler, iyileştiririz.',
      'Üyelerimizden gelen görüş ve önerileri ölçer, süreçlerimizi sürekli geliştiririz.',
    ],
  },
} as const;
