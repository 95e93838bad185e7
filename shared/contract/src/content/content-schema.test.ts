import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contentSeed } from '../content-seed/content-seed';
import { contentPartSchemas, contentParts, type SiteContent } from './content-schema';

/** The messages of `data` as part `part`, each with the dotted path of its field. */
function problems<TPart extends keyof SiteContent>(part: TPart, data: unknown): Record<string, string> {
  const result = v.safeParse(contentPartSchemas[part], data, { abortPipeEarly: true });
  return result.success
    ? {}
    : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

const seed = structuredClone(contentSeed);

describe('the content parts', () => {
  it('take the seeded content as it is', () => {
    for (const part of contentParts) expect(problems(part, contentSeed[part]), part).toEqual({});
  });

  it('refuse an empty, a too long and a script-like class, each beside its field', () => {
    const timetable = structuredClone(seed['timetable.umitkoy']);
    const monday = timetable.days[0] as SiteContent['timetable.umitkoy']['days'][number];
    monday[0] = { ...(monday[0] as (typeof monday)[number]), className: '   ' };
    monday[1] = { ...(monday[1] as (typeof monday)[number]), instructor: 'x'.repeat(61) };
    monday[2] = { ...(monday[2] as (typeof monday)[number]), className: '<script>alert(1)</script>' };
    expect(problems('timetable.umitkoy', timetable)).toEqual({
      'days.0.0.className': 'Ders adı zorunludur.',
      'days.0.1.instructor': 'Eğitmen en fazla 60 karakter olabilir.',
      'days.0.2.className': 'Ders adı içinde < ve > karakterleri kullanılamaz.',
    });
  });

  it('refuse a class that ends before it starts, or overlaps another in its studio', () => {
    const timetable = structuredClone(seed['timetable.umitkoy']);
    const monday = timetable.days[0] as SiteContent['timetable.umitkoy']['days'][number];
    monday[5] = { ...(monday[5] as (typeof monday)[number]), start: '20:00', end: '19:30' };
    expect(problems('timetable.umitkoy', timetable)).toEqual({
      'days.0.5.end': 'Bitiş saati başlangıç saatinden sonra olmalıdır.',
    });
    monday[5] = { ...(monday[5] as (typeof monday)[number]), start: '09:45', end: '10:30' };
    expect(problems('timetable.umitkoy', timetable)).toEqual({
      'days.0.5.start': 'Bu ders aynı gün aynı stüdyodaki Pilates dersiyle (09:30-10:15) çakışıyor.',
    });
    // In another studio it may; one ending as the next starts never overlaps.
    monday[5] = { ...(monday[5] as (typeof monday)[number]), studio: 'Havuz' };
    monday[1] = { ...(monday[1] as (typeof monday)[number]), start: '10:15' };
    expect(problems('timetable.umitkoy', timetable)).toEqual({});
  });

  it('refuse a price that is not a positive amount in TL', () => {
    const withPrice = (priceTry: unknown) => {
      const membership = structuredClone(seed.membership);
      (membership.plans[0] as { priceTry: unknown }).priceTry = priceTry;
      return problems('membership', membership)['plans.0.priceTry'];
    };
    const message =
      "Fiyat 0'dan büyük, en fazla 10.000.000 TL bir tutar olmalıdır (en fazla iki kuruş hanesi).";
    expect(withPrice(-5)).toBe(message);
    expect(withPrice(0)).toBe(message);
    expect(withPrice(12.345)).toBe(message);
    expect(withPrice('30000')).toBe(message);
    expect(withPrice(32_500.5)).toBeUndefined();
  });

  it("refuse a branch's malformed e-mail, phone and postal code, and hours that close before they open", () => {
    expect(
      problems('branch.umitkoy', {
        ...seed['branch.umitkoy'],
        email: 'umitkoy@',
        phone: '0312 ABC',
        postalCode: '681',
        hours: { ...seed['branch.umitkoy'].hours, weekend: { start: '21:00', end: '08:00' } },
      }),
    ).toEqual({
      email: 'Geçerli bir e-posta girin.',
      phone: 'Geçerli bir telefon numarası girin.',
      postalCode: 'Posta kodu 5 rakam olmalıdır.',
      'hours.weekend.end': 'Kapanış saati açılış saatinden sonra olmalıdır.',
    });
  });

  it('refuse a banner button that leads anywhere but a page of the site', () => {
    for (const target of ['https://example.com', '//example.com', 'javascript:alert(1)', 'contact'])
      expect(
        problems('banner', {
          slides: seed.banner.slides.map((slide, index) =>
            index === 1 ? { ...slide, buttonTarget: target } : slide,
          ),
        }),
        target,
      ).toEqual({ 'slides.1.buttonTarget': 'Buton hedefi sitenin bir sayfası olmalıdır (ör. /contact).' });
  });

  it('refuse a policy text with a javascript: link, raw HTML or an image, and an empty one', () => {
    const message = (markdown: string) => problems('policy.kvkk', { markdown }).markdown;
    expect(message('[tıklayın](javascript:alert(1))')).toMatch(/^Bağlantılar yalnızca/);
    expect(message('[tıklayın](&#106;avascript:alert(1))')).toMatch(/^Bağlantılar yalnızca/);
    expect(message('<script>alert(1)</script>')).toMatch(/^Metinde HTML etiketi kullanılamaz/);
    expect(message('![logo](https://example.com/x.png)')).toBe('Sayfa metinlerinde görsel kullanılamaz.');
    expect(message('  ')).toBe('Metin zorunludur.');
    expect(
      message(
        '**KVKK** [başvuru](mailto:kvkk@sportifyasam.com.tr), <https://www.kvkk.gov.tr>, [form](/contact)',
      ),
    ).toBeUndefined();
  });

  it('refuse a group class listed twice', () => {
    const classes = [...seed.groupClasses.classes, { name: 'yoga', description: 'Bir kez daha.' }];
    expect(problems('groupClasses', { classes })).toEqual({
      'classes.10.name': 'Bu ders listede zaten var.',
    });
  });
});
