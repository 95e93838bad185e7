import type { SiteContent, Timetable, TimetableEntry } from '../content/content-schema';

/**
 * The site's content as the product shipped it before staff could edit it: the first start of an
 * installation stores it as the drafts and the first publication, so nothing a visitor sees
 * changes until staff change it. The one place these texts are written.
 */

/** `09.30-10.15 Pilates (R)`: a class as the club's printed timetables write it; "(R)" marks one to reserve. */
function entry(times: string, name: string, instructor: string): TimetableEntry {
  const [start = '', end = ''] = times.split('-').map((time) => time.replace('.', ':'));
  const reserved = name.endsWith(' (R)');
  return { start, end, className: reserved ? name.slice(0, -4) : name, instructor, reserved, studio: '' };
}

const week = (...days: TimetableEntry[][]): Timetable => ({ days });

const umitkoyTimetable = week(
  [
    entry('09.30-10.15', 'Pilates (R)', 'Ayşe Demir'),
    entry('10.30-11.15', 'Total Body', 'Emre Kaya'),
    entry('12.15-13.00', 'Core Workout', 'Emre Kaya'),
    entry('18.00-18.45', 'Spinning (R)', 'Murat Çelik'),
    entry('19.00-19.45', 'Zumba', 'Selin Yurt'),
    entry('20.00-20.45', 'Yoga', 'Zeynep Aksoy'),
  ],
  [
    entry('09.30-10.15', 'Yoga', 'Zeynep Aksoy'),
    entry('10.30-11.15', 'Dumbell Workout', 'Oğuz Tan'),
    entry('17.00-17.45', 'Kids KickBoks', 'Ece Koç'),
    entry('18.00-18.45', 'Kick Boks', 'Oğuz Tan'),
    entry('19.00-19.45', 'Kangoo Jumps (R)', 'Selin Yurt'),
    entry('20.00-20.45', 'Pilates (R)', 'Ayşe Demir'),
  ],
  [
    entry('09.30-10.15', 'Total Body', 'Emre Kaya'),
    entry('10.30-11.15', 'Pilates (R)', 'Ayşe Demir'),
    entry('12.15-13.00', 'Spinning (R)', 'Murat Çelik'),
    entry('18.00-18.45', 'Tae-Bo', 'Oğuz Tan'),
    entry('19.00-19.45', 'Bachata Dance', 'Selin Yurt'),
    entry('20.00-20.45', 'Core Workout', 'Emre Kaya'),
  ],
  [
    entry('09.30-10.15', 'Zumba', 'Selin Yurt'),
    entry('10.30-11.15', 'Yoga', 'Zeynep Aksoy'),
    entry('17.00-17.45', 'Kids KickBoks', 'Ece Koç'),
    entry('18.00-18.45', 'Dumbell Workout', 'Oğuz Tan'),
    entry('19.00-19.45', 'Spinning (R)', 'Murat Çelik'),
    entry('20.00-20.45', 'Kick Boks', 'Oğuz Tan'),
  ],
  [
    entry('09.30-10.15', 'Pilates (R)', 'Ayşe Demir'),
    entry('10.30-11.15', 'Core Workout', 'Emre Kaya'),
    entry('18.00-18.45', 'Kangoo Jumps (R)', 'Selin Yurt'),
    entry('19.00-19.45', 'Total Body', 'Emre Kaya'),
    entry('20.00-20.45', 'Yoga', 'Zeynep Aksoy'),
  ],
  [
    entry('10.00-10.45', 'Spinning (R)', 'Murat Çelik'),
    entry('11.00-11.45', 'Zumba', 'Selin Yurt'),
    entry('12.00-12.45', 'Kids KickBoks', 'Ece Koç'),
    entry('13.00-13.45', 'Pilates (R)', 'Ayşe Demir'),
  ],
  [
    entry('10.00-10.45', 'Yoga', 'Zeynep Aksoy'),
    entry('11.00-11.45', 'Total Body', 'Emre Kaya'),
    entry('12.00-12.45', 'Bachata Dance', 'Selin Yurt'),
  ],
);

const cukurambarTimetable = week(
  [
    entry('07.15-08.00', 'Core Workout', 'Cem Arıkan'),
    entry('12.15-13.00', 'Spinning (R)', 'Burak Sezer'),
    entry('18.15-19.00', 'Pilates (R)', 'Gizem Er'),
    entry('19.15-20.00', 'Kick Boks', 'Kerem Bulut'),
    entry('20.15-21.00', 'Zumba', 'Melis Uçar'),
  ],
  [
    entry('07.15-08.00', 'Yoga', 'Deniz Öztürk'),
    entry('12.15-13.00', 'Total Body', 'Cem Arıkan'),
    entry('18.15-19.00', 'Kangoo Jumps (R)', 'Melis Uçar'),
    entry('19.15-20.00', 'Dumbell Workout', 'Cem Arıkan'),
    entry('20.15-21.00', 'Pilates (R)', 'Gizem Er'),
  ],
  [
    entry('07.15-08.00', 'Spinning (R)', 'Burak Sezer'),
    entry('12.15-13.00', 'Core Workout', 'Cem Arıkan'),
    entry('17.30-18.15', 'Kids KickBoks', 'Kerem Bulut'),
    entry('18.15-19.00', 'Tae-Bo', 'Kerem Bulut'),
    entry('19.15-20.00', 'Bachata Dance', 'Melis Uçar'),
    entry('20.15-21.00', 'Yoga', 'Deniz Öztürk'),
  ],
  [
    entry('07.15-08.00', 'Total Body', 'Cem Arıkan'),
    entry('12.15-13.00', 'Pilates (R)', 'Gizem Er'),
    entry('18.15-19.00', 'Spinning (R)', 'Burak Sezer'),
    entry('19.15-20.00', 'Zumba', 'Melis Uçar'),
    entry('20.15-21.00', 'Kick Boks', 'Kerem Bulut'),
  ],
  [
    entry('07.15-08.00', 'Yoga', 'Deniz Öztürk'),
    entry('12.15-13.00', 'Dumbell Workout', 'Cem Arıkan'),
    entry('17.30-18.15', 'Kids KickBoks', 'Kerem Bulut'),
    entry('18.15-19.00', 'Kangoo Jumps (R)', 'Melis Uçar'),
    entry('19.15-20.00', 'Core Workout', 'Cem Arıkan'),
  ],
  [
    entry('09.30-10.15', 'Pilates (R)', 'Gizem Er'),
    entry('10.30-11.15', 'Spinning (R)', 'Burak Sezer'),
    entry('11.30-12.15', 'Total Body', 'Cem Arıkan'),
    entry('12.30-13.15', 'Zumba', 'Melis Uçar'),
  ],
  [
    entry('10.30-11.15', 'Yoga', 'Deniz Öztürk'),
    entry('11.30-12.15', 'Pilates (R)', 'Gizem Er'),
    entry('12.30-13.15', 'Tae-Bo', 'Kerem Bulut'),
  ],
);

/**
 * The usage hours, the footer's reading of the specification, for both branches
 * (docs/decisions/0110-content-in-the-database.md).
 */
const usageHours = {
  weekdays: { start: '07:00', end: '22:00' },
  weekend: { start: '08:00', end: '21:00' },
};

const policyContact =
  'Bu konudaki sorularınız için kulüplerimizle veya İletişim sayfamızdaki form aracılığıyla bize ulaşabilirsiniz.';

/** A policy's placeholder paragraph and the contact paragraph, as Markdown. */
const placeholderPolicy = (paragraph: string) => ({ markdown: `${paragraph}\n\n${policyContact}` });

export const contentSeed: SiteContent = {
  'timetable.umitkoy': umitkoyTimetable,
  'timetable.cukurambar': cukurambarTimetable,
  // The /schedule rows, in the specification's own English, the same every day.
  schedule: {
    rows: [
      { className: 'Yoga', start: '09:00', end: '11:00', instructor: 'Zeynep Aksoy' },
      { className: 'Running', start: '11:00', end: '12:00', instructor: 'Burak Sezer' },
      { className: 'Gym', start: '12:00', end: '14:00', instructor: 'Emre Kaya' },
      { className: 'Free Hand', start: '16:00', end: '18:00', instructor: 'Cem Arıkan' },
      { className: 'Fitness', start: '18:00', end: '19:00', instructor: 'Oğuz Tan' },
      { className: 'Aerobics', start: '19:00', end: '21:00', instructor: 'Selin Yurt' },
    ],
  },
  // Ten cards: Pilates and Reformer Pilates share one (docs/decisions/0014-ten-class-cards.md).
  groupClasses: {
    classes: [
      {
        name: 'Pilates ve Reformer Pilates',
        description:
          'Mat pilatesi ve reformer aletiyle yapılan derslerde duruşunuzu düzeltir, merkez bölgenizi güçlendirir, esnekliğinizi artırırsınız.',
      },
      {
        name: 'Koşu (Running)',
        description:
          'Eğitmen eşliğinde doğru koşu tekniği, tempo ve dayanıklılık çalışmaları; koşu bandında ve açık havada gruplar halinde.',
      },
      {
        name: 'Yoga',
        description:
          'Nefes, denge ve esneklik üzerine kurulu derslerle bedeninizi güçlendirirken zihninizi dinlendirin.',
      },
      {
        name: 'Cardio',
        description:
          'Kalp ve dolaşım sistemini çalıştıran, yağ yakımını destekleyen yüksek tempolu aerobik antrenmanlar.',
      },
      {
        name: 'Fitness',
        description:
          'Ağırlık ve fonksiyonel ekipmanlarla kuvvet ve kondisyon; hedefinize göre eğitmeninizin hazırladığı programla.',
      },
      {
        name: 'Kick Box',
        description:
          'Kick box temel teknikleriyle kondisyonunuzu, koordinasyonunuzu ve özgüveninizi geliştiren enerjik dersler; çocuk grupları da var.',
      },
      {
        name: 'Spinning',
        description:
          'Müzik eşliğinde, sabit bisikletlerde farklı tempo ve dirençlerle yapılan yüksek enerjili kardiyo dersi.',
      },
      {
        name: 'Zumba',
        description:
          'Latin ritimleriyle dans ederken eğlenerek kalori yakacağınız, her seviyeye uygun bir ders.',
      },
      {
        name: 'Kangoo Jumps',
        description:
          'Özel yaylı botlarla zıplayarak eklemleri korurken kondisyonu artıran eğlenceli bir kardiyo dersi.',
      },
      {
        name: 'Yüzme (Swimming)',
        description:
          'Kapalı havuzumuzda yetişkin ve çocuklar için başlangıç, gelişim ve kondisyon yüzmesi grupları.',
      },
    ],
  },
  // The two yearly individual unlimited memberships of docs/requirements.md §2 and §9.
  membership: {
    plans: [
      {
        id: 'tek-kulup',
        name: 'Bireysel Sınırsız Üyelik',
        scope: 'Tek kulüp',
        priceTry: 30_000,
        features: [
          'Seçtiğiniz kulübün fitness salonu, havuzu ve stüdyolarını sınırsız kullanım',
          'Tüm grup derslerine katılım',
          'Salonda eğitmen desteği ve kişisel başlangıç programı',
          'Üyelik başlangıcında ücretsiz vücut analizi',
        ],
      },
      {
        id: 'tum-kulupler',
        name: 'Bireysel Sınırsız Üyelik',
        scope: 'Ümitköy ve Çukurambar',
        priceTry: 55_000,
        features: [
          'İki kulübümüzün tüm alanlarını sınırsız kullanım',
          'Rezervasyonlu derslerde öncelikli yer ayırma',
          'Her ay iki seans kişisel antrenman',
          'Üç ayda bir vücut analizi ve program güncellemesi',
        ],
      },
    ],
  },
  // The three slides of docs/requirements.md §2, each with the join-us button to the contact page.
  banner: {
    slides: [
      {
        label: 'Sağlıklı Yaşam',
        heading: 'Sportif Yaşam ile sağlıklı bir yaşama ilk adımı bugün atın',
        buttonText: 'Bize Katıl',
        buttonTarget: '/contact',
      },
      {
        label: 'Ümitköy ve Çukurambar',
        heading: "Sportif Yaşam Merkezi'nde her yaşta sağlıklı ve hareketli bir hayat",
        buttonText: 'Bize Katıl',
        buttonTarget: '/contact',
      },
      {
        label: 'Grup Dersleri',
        heading: 'Sportif Yaşam ailesiyle birlikte güçlenin, sağlıkla yaşayın',
        buttonText: 'Bize Katıl',
        buttonTarget: '/contact',
      },
    ],
  },
  // Fictional but realistic branch details (docs/decisions/0008-branch-details-placeholders.md).
  'branch.umitkoy': {
    phone: '+90 312 235 14 07',
    email: 'umitkoy@sportifyasam.com.tr',
    street: 'Ümitköy Mahallesi, 2432. Cadde No: 18',
    postalCode: '06810',
    district: 'Yenimahalle',
    city: 'Ankara',
    mapQuery: 'Ümitköy Mahallesi, 2432. Cadde No: 18, 06810 Yenimahalle/Ankara',
    hours: usageHours,
  },
  'branch.cukurambar': {
    phone: '+90 312 287 62 19',
    email: 'cukurambar@sportifyasam.com.tr',
    street: 'Kızılırmak Mahallesi (Çukurambar), 1443. Cadde No: 25',
    postalCode: '06510',
    district: 'Çankaya',
    city: 'Ankara',
    mapQuery: 'Kızılırmak Mahallesi (Çukurambar), 1443. Cadde No: 25, 06510 Çankaya/Ankara',
    hours: usageHours,
  },
  // Placeholders until the club's lawyers deliver the real texts (docs/requirements.md §2: stubs).
  'policy.gizlilik': placeholderPolicy(
    'Sportif Yaşam Merkezi olarak üyelerimizin ve ziyaretçilerimizin gizliliğine önem veriyoruz. Gizlilik politikamızın ayrıntılı metni hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.',
  ),
  'policy.guvenlik': placeholderPolicy(
    'Kulüplerimizde ve internet sitemizde güvenliğiniz için gerekli önlemleri alıyoruz. Güvenlik politikamızın ayrıntılı metni hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.',
  ),
  'policy.kvkk': placeholderPolicy(
    '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamındaki aydınlatma metnimiz hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.',
  ),
  'policy.iade': placeholderPolicy(
    'Üyelik iptal ve ücret iade koşullarımızın ayrıntılı metni hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.',
  ),
};
