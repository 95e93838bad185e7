import type { ClubId } from '@sportif/runtime';

/**
 * What the site says of each branch that is no content staff edit: its name and its summary. The
 * details staff keep up to date (address, phone, e-mail, map, usage hours) are the site's content,
 * read with useSiteContent (`branch.<id>`, `hours`).
 */
export interface Branch {
  id: ClubId;
  name: string;
  summary: string;
}

export const branchById: Record<ClubId, Branch> = {
  umitkoy: {
    id: 'umitkoy',
    name: 'Ümitköy Kulüp',
    summary:
      "İlk kulübümüz: fitness salonu, yarı olimpik kapalı yüzme havuzu, grup ders stüdyoları ve çocuk kulübüyle Ümitköy'ün kalbinde.",
  },
  cukurambar: {
    id: 'cukurambar',
    name: 'Çukurambar Kulüp',
    summary:
      'Şehrin iş merkezinde, sabah erken ve akşam geç saatlere uyan programıyla fitness, reformer pilates ve spinning stüdyoları.',
  },
};

/** Ümitköy first, then Çukurambar: the order every list of the branches shows. */
export const branches: readonly Branch[] = Object.values(branchById);

/** Texts shown with the branch details on the home, contact, club list and club pages. */
export const branchTexts = {
  clubListIntro:
    "Ankara'nın iki ayrı noktasında, aynı üyelik anlayışı ve uzman kadromuzla hizmet veriyoruz. Size en yakın kulübümüzü seçin.",
  details: 'Detaylar',
  phoneLabel: 'Telefon',
  emailLabel: 'E-posta',
  addressLabel: 'Adres',
  contactTitle: 'İletişim Bilgileri',
} as const;

/** The map block: a local preview first, the maps service's frame only when the visitor asks. */
export const mapTexts = {
  frameTitle: (branchName: string) => `${branchName} haritası`,
  show: 'Haritayı göster',
  notice: 'Harita, dış bir hizmet olan Google Haritalar’dan yüklenir; Google çerez kaydedebilir.',
  open: 'Haritada aç',
  directions: 'Yol tarifi al',
  /** Read after the link's text by assistive technology: which branch, and that a tab opens. */
  linkContext: (branchName: string) => ` – ${branchName} (yeni sekmede açılır)`,
} as const;
