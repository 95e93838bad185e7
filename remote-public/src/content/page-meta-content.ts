import { type PageMetaText, pageHeadings, siteName, titled } from './site-content';

/**
 * The `<title>` and meta description of the pages with a fixed heading. The club pages' metadata is
 * in club-page-content.ts and the policy pages' in policy-content.ts, so only those pages carry it.
 */
export const pageMeta = {
  home: {
    title: `${siteName} | Ümitköy ve Çukurambar Spor Kulüpleri`,
    description:
      "Sportif Yaşam Merkezi: Ankara Ümitköy ve Çukurambar'da fitness, grup dersleri, pilates, yoga ve yüzme ile sağlıklı yaşam kulüpleri.",
  },
  about: {
    title: titled(pageHeadings.about),
    description:
      "Sportif Yaşam Merkezi 2007'den bu yana Ankara Ümitköy ve Çukurambar'da spor ve sağlıklı yaşam hizmeti veren, kalite yönetim sistemi belgeli bir spor kulübüdür.",
    author: siteName,
    keywords: 'spor kulübü, spor salonu, fitness, Ankara, Ümitköy, Çukurambar',
  },
  contact: {
    title: titled(pageHeadings.contact),
    description:
      'Sportif Yaşam Merkezi Ümitköy ve Çukurambar kulüplerinin telefon, e-posta ve adres bilgileri; bize yazın, size dönelim.',
  },
  schedule: {
    title: titled(pageHeadings.schedule),
    description:
      'Sportif Yaşam Merkezi haftalık ders programı: pazartesiden cumartesiye ders saatleri ve eğitmenler.',
  },
  clubList: {
    title: titled(pageHeadings.clubList),
    description: "Sportif Yaşam Merkezi'nin Ankara'daki iki kulübü: Ümitköy Kulüp ve Çukurambar Kulüp.",
  },
  membership: {
    title: titled(pageHeadings.membership),
    description:
      'Sportif Yaşam Merkezi yıllık bireysel sınırsız üyelik seçenekleri, fiyatları ve kulüp kullanım saatleri.',
  },
  groupClasses: {
    title: titled(pageHeadings.groupClasses),
    description:
      'Pilates, Reformer Pilates, yoga, koşu, cardio, fitness, kick box, spinning, zumba, kangoo jumps ve yüzme dersleri.',
  },
} satisfies Record<string, PageMetaText>;
