import { describe, expect, it } from 'vitest';
import { adminMenu, type MenuItem, menuFor } from './menu-item';

const names = (items: readonly MenuItem[]) => items.map((item) => item.name);

describe('menuFor', () => {
  it('offers Kullanıcılar and Değişiklik Kaydı to a Yönetici only; the content editors and Şifremi değiştir to everyone', () => {
    const yonetici = names(menuFor(adminMenu, 'yonetici'));
    expect(yonetici).toEqual([
      'Genel',
      'Ana Sayfa',
      'Examples',
      'Mesajlar',
      'İçerik',
      'Ders Programı',
      'Üyelik Fiyatları',
      'Banner',
      'Şube Bilgileri',
      'Sayfa Metinleri',
      'Hesap',
      'Kullanıcılar',
      'Değişiklik Kaydı',
      'Şifremi değiştir',
    ]);
    expect(names(menuFor(adminMenu, 'editor'))).toEqual(
      yonetici.filter((name) => name !== 'Kullanıcılar' && name !== 'Değişiklik Kaydı'),
    );
  });

  it('drops a title with nothing the role may open under it', () => {
    const menu: MenuItem[] = [
      { name: 'Genel', isTitle: true },
      { name: 'Ana Sayfa', url: '/admin' },
      { name: 'Yönetim', isTitle: true },
      { name: 'Kullanıcılar', url: '/admin/users', requires: 'Staff/Query' },
    ];
    expect(names(menuFor(menu, 'editor'))).toEqual(['Genel', 'Ana Sayfa']);
  });
});
