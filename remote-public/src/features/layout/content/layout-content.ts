import type { MenuLink } from '../../../content/site-content';
import { siteName } from '../../../content/site-content';

/** The header and footer of every public page (docs/requirements.md §2). */
export const layoutTexts = {
  skipToContent: 'İçeriğe geç',
  brandName: 'Sportif Yaşam',
  brandTagline: 'Merkezi',
  mainMenuLabel: 'Ana menü',
  menuButton: 'Menü',
  footerMenuLabel: 'Yasal bilgiler',
  footerAbout:
    "Ankara Ümitköy ve Çukurambar'da, 2007'den bu yana sağlıklı ve hareketli bir yaşam için yanınızdayız.",
  copyright: '© 2024',
  rightsReserved: `${siteName}. Tüm hakları saklıdır.`,
} as const;

/** Header links of docs/requirements.md §2; the join-us button after them is `joinUsLink`, rendered on its own. */
export const mainMenu: readonly MenuLink[] = [
  { to: '/', label: 'Ana Sayfa' },
  { to: '/club', label: 'Kulüpler' },
  { to: '/grup-dersleri', label: 'Grup Dersleri' },
  { to: '/about', label: 'Hakkımızda' },
];

/** Footer links of docs/requirements.md §2. */
export const footerMenu: readonly MenuLink[] = [
  { to: '/gizlilik', label: 'Gizlilik' },
  { to: '/guvenlik', label: 'Güvenlik' },
  { to: '/kvkk', label: 'KVKK' },
  { to: '/iade', label: 'İptal ve İade' },
];
