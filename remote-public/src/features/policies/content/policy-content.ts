import type { PolicyTopic } from '@sportif/runtime';
import { type PageMetaText, titled } from '../../../content/site-content';

export const policyHeadings: Record<PolicyTopic, string> = {
  gizlilik: 'Gizlilik Politikası',
  guvenlik: 'Güvenlik Politikası',
  kvkk: 'KVKK Aydınlatma Metni',
  iade: 'İptal ve İade Koşulları',
};

interface PolicyText {
  meta: PageMetaText;
  paragraphs: readonly string[];
}

const policyContact =
  'Bu konudaki sorularınız için kulüplerimizle veya İletişim sayfamızdaki form aracılığıyla bize ulaşabilirsiniz.';

/** Placeholder texts until the club's lawyers deliver the real ones (docs/requirements.md §2: stubs). */
export const policyTexts: Record<PolicyTopic, PolicyText> = {
  gizlilik: {
    meta: {
      title: titled(policyHeadings.gizlilik),
      description: 'Sportif Yaşam Merkezi gizlilik politikası.',
    },
    paragraphs: [
      'Sportif Yaşam Merkezi olarak üyelerimizin ve ziyaretçilerimizin gizliliğine önem veriyoruz. Gizlilik politikamızın ayrıntılı metni hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.',
      policyContact,
    ],
  },
  guvenlik: {
    meta: {
      title: titled(policyHeadings.guvenlik),
      description: 'Sportif Yaşam Merkezi güvenlik politikası.',
    },
    paragraphs: [
      'Kulüplerimizde ve internet sitemizde güvenliğiniz için gerekli önlemleri alıyoruz. Güvenlik politikamızın ayrıntılı metni hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.',
      policyContact,
    ],
  },
  kvkk: {
    meta: {
      title: titled(policyHeadings.kvkk),
      description: 'Sportif Yaşam Merkezi kişisel verilerin korunması aydınlatma metni.',
    },
    paragraphs: [
      '6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamındaki aydınlatma metnimiz hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.',
      policyContact,
    ],
  },
  iade: {
    meta: {
      title: titled(policyHeadings.iade),
      description: 'Sportif Yaşam Merkezi üyelik iptal ve iade koşulları.',
    },
    paragraphs: [
      'Üyelik iptal ve ücret iade koşullarımızın ayrıntılı metni hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.',
      policyContact,
    ],
  },
};
