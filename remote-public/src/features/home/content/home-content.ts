/** The banner's slides are the site's content (`banner`); these are its controls' texts. */
export const bannerTexts = {
  regionLabel: 'Öne çıkanlar',
  slideRoleDescription: 'slayt',
  carouselRoleDescription: 'karusel',
  pause: 'Slaytları durdur',
  play: 'Slaytları oynat',
  previous: 'Önceki slayt',
  next: 'Sonraki slayt',
  firstSlide: 'İlk slayttasınız',
  lastSlide: 'Son slayttasınız',
  /** `{{index}}` and `{{slidesLength}}` are filled in by the slider. */
  goToSlide: '{{index}}. slayta git',
  slideLabel: '{{index}} / {{slidesLength}}',
} as const;

export const homeTexts = {
  clubsTitle: 'Kulüpler',
  clubsIntro:
    "Ankara'nın iki noktasında; donanımlı salonlar, uzman eğitmenler ve size uygun bir programla hizmetinizdeyiz.",
  membershipIntro:
    'Yıllık bireysel sınırsız üyeliklerimizle kulübümüzün tüm imkânlarından dilediğiniz zaman yararlanın.',
  membershipMore: 'Üyelik detayları',
  groupLessonsIntro:
    "Pilates'ten kick box'a, zumbadan yüzmeye: her gün farklı saatlerde, her seviyeye uygun grup dersleri.",
  groupLessonsAll: 'Tüm grup dersleri',
  groupLessonsSchedule: 'Haftalık ders programı',
} as const;
