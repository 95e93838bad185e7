import { joinUsLink } from '../../../content/site-content';

interface BannerSlide {
  label: string;
  heading: string;
}

/** The three banner slides of docs/requirements.md §2; each ends with the join-us button. */
export const bannerSlides: readonly BannerSlide[] = [
  {
    label: 'Sağlıklı Yaşam',
    heading: 'Sportif Yaşam ile sağlıklı bir yaşama ilk adımı bugün atın',
  },
  {
    label: 'Ümitköy ve Çukurambar',
    heading: "Sportif Yaşam Merkezi'nde her yaşta sağlıklı ve hareketli bir hayat",
  },
  {
    label: 'Grup Dersleri',
    heading: 'Sportif Yaşam ailesiyle birlikte güçlenin, sağlıkla yaşayın',
  },
];

export const bannerTexts = {
  regionLabel: 'Öne çıkanlar',
  slideRoleDescription: 'slayt',
  carouselRoleDescription: 'karusel',
  join: joinUsLink.label,
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
