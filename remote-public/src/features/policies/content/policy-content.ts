import type { PolicyTopic } from '@sportif/runtime';
import { type PageMetaText, titled } from '../../../content/site-content';

export const policyHeadings: Record<PolicyTopic, string> = {
  gizlilik: 'Gizlilik Politikası',
  guvenlik: 'Güvenlik Politikası',
  kvkk: 'KVKK Aydınlatma Metni',
  iade: 'İptal ve İade Koşulları',
};

/** Each policy page's metadata; its text is the site's content (`policy.<topic>`), which staff edit. */
export const policyMeta: Record<PolicyTopic, PageMetaText> = {
  gizlilik: {
    title: titled(policyHeadings.gizlilik),
    description: 'Sportif Yaşam Merkezi gizlilik politikası.',
  },
  guvenlik: {
    title: titled(policyHeadings.guvenlik),
    description: 'Sportif Yaşam Merkezi güvenlik politikası.',
  },
  kvkk: {
    title: titled(policyHeadings.kvkk),
    description: 'Sportif Yaşam Merkezi kişisel verilerin korunması aydınlatma metni.',
  },
  iade: {
    title: titled(policyHeadings.iade),
    description: 'Sportif Yaşam Merkezi üyelik iptal ve iade koşulları.',
  },
};
