import { describe, expect, it } from 'vitest';
import { filterMenu } from './filter-menu';
import { adminMenu, type MenuItem } from './menu-item';

const names = (items: readonly MenuItem[]) => items.map((item) => item.name);

describe('filterMenu', () => {
  it('keeps the whole menu for a blank query', () => {
    expect(filterMenu(adminMenu, '')).toBe(adminMenu);
    expect(filterMenu(adminMenu, '  ')).toBe(adminMenu);
  });

  it('keeps the entries whose name contains the query, whatever its case', () => {
    expect(names(filterMenu(adminMenu, 'exa'))).toEqual(['Genel', 'Examples']);
    expect(names(filterMenu(adminMenu, 'EXAMPLES'))).toEqual(['Genel', 'Examples']);
    expect(names(filterMenu(adminMenu, 'sayfa'))).toEqual([
      'Genel',
      'Ana Sayfa',
      'İçerik',
      'Sayfa Metinleri',
    ]);
    expect(names(filterMenu(adminMenu, 'a'))).toEqual([
      'Genel',
      'Ana Sayfa',
      'Examples',
      'Mesajlar',
      'İçerik',
      'Ders Programı',
      'Üyelik Fiyatları',
      'Banner',
      'Sayfa Metinleri',
      'Hesap',
      'Kullanıcılar',
      'Değişiklik Kaydı',
    ]);
    expect(names(filterMenu(adminMenu, 'fiyat'))).toEqual(['İçerik', 'Üyelik Fiyatları']);
    expect(names(filterMenu(adminMenu, 'MESAJ'))).toEqual(['Genel', 'Mesajlar']);
  });

  it('drops a title with nothing left under it, and the title alone never matches', () => {
    expect(filterMenu(adminMenu, 'zzz')).toEqual([]);
    expect(filterMenu(adminMenu, 'Genel')).toEqual([]);
  });

  it('lower-cases in the Turkish locale: I goes with ı, İ with i', () => {
    const menu: MenuItem[] = [
      { name: 'İletişim', url: '/a' },
      { name: 'Işıklar', url: '/b' },
      { name: 'Iğdır Şubesi', url: '/c' },
      { name: 'istatistik', url: '/d' },
    ];
    expect(names(filterMenu(menu, 'iletişim'))).toEqual(['İletişim']);
    expect(names(filterMenu(menu, 'İSTATİSTİK'))).toEqual(['istatistik']);
    expect(names(filterMenu(menu, 'ışık'))).toEqual(['Işıklar']);
    expect(names(filterMenu(menu, 'IĞDIR'))).toEqual(['Iğdır Şubesi']);
    expect(names(filterMenu(menu, 'ığdır şUBESİ'))).toEqual(['Iğdır Şubesi']);
    // "i" is not the small form of "I" in Turkish, nor "ı" of "İ".
    expect(names(filterMenu(menu, 'ışiklar'))).toEqual([]);
    expect(names(filterMenu(menu, 'ıletişim'))).toEqual([]);
  });

  it('searches sub-entries and keeps a parent for the ones that match', () => {
    const menu: MenuItem[] = [
      { name: 'Raporlar', isTitle: true },
      {
        name: 'Üyelik',
        subMenus: [
          { name: 'Yıllık Üyelik', url: '/y' },
          { name: 'Aylık Üyelik', url: '/a' },
        ],
      },
      { name: 'Şubeler', subMenus: [{ name: 'Ümitköy', url: '/u' }] },
    ];
    expect(filterMenu(menu, 'yıllık')).toEqual([
      { name: 'Raporlar', isTitle: true },
      { name: 'Üyelik', subMenus: [{ name: 'Yıllık Üyelik', url: '/y' }] },
    ]);
    expect(filterMenu(menu, 'ÜYELİK')[1]).toBe(menu[1]);
    expect(names(filterMenu(menu, 'ümit'))).toEqual(['Raporlar', 'Şubeler']);
  });
});
