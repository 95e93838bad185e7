import { routes } from '@sportif/remote-public/routes';

/** The level-1 heading of each page remote-public declares, by path: what the tests expect to see. */
const headings: Record<string, string> = {
  '/': 'Sportif Yaşam Merkezi',
  '/about': 'Hakkımızda',
  '/contact': 'İletişim',
  '/schedule': 'Haftalık Ders Programı',
  '/club': 'Kulüplerimiz',
  '/club/umitkoy': 'Ümitköy Kulüp',
  '/umitkoy': 'Ümitköy Kulüp',
  '/club/cukurambar': 'Çukurambar Kulüp',
  '/cukurambar': 'Çukurambar Kulüp',
  '/guvenlik': 'Güvenlik Politikası',
  '/gizlilik': 'Gizlilik Politikası',
  '/uyelik': 'Üyelik',
  '/iade': 'İptal ve İade Koşulları',
  '/kvkk': 'KVKK Aydınlatma Metni',
  '/grup-dersleri': 'Grup Dersleri',
};

/**
 * Every public page, read from remote-public's own declarations (src/routes.ts), with the heading
 * it shows. A page declared there without a heading here fails loudly, so a new page gets tested.
 */
export const publicRoutes = routes.pages
  .flatMap((page) => (typeof page.path === 'string' ? [page.path] : page.path))
  .map((path) => {
    const heading = headings[path];
    if (!heading) throw new Error(`e2e/support/routes.ts: no heading for ${path}, declared by remote-public`);
    return { path, heading };
  });
