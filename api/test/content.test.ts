import type { ContentDrafts, LiveContent, Publications, SiteContent } from '@sportif/contract/content';
import { contentRevisionOf } from '@sportif/contract/content-publishing';
import { contentSeed } from '@sportif/contract/content-seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentPublishRefused } from '../src/index.ts';
import { expectRefused } from './support/expect-refused.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';

const seedRevision = contentRevisionOf(contentSeed).revision;

async function call<TData>(api: TestApi, route: string, token: string, body?: unknown): Promise<TData> {
  const response = await api.post(route, body, { token });
  expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
  return response.json<{ data: TData }>().data;
}

/** Ümitköy's timetable with Monday's first class moved to `start`-`end`. */
function withMondayFirstClass(start: string, end: string): SiteContent['timetable.umitkoy'] {
  const timetable = structuredClone(contentSeed['timetable.umitkoy']);
  const monday = timetable.days[0] as SiteContent['timetable.umitkoy']['days'][number];
  monday[0] = { ...(monday[0] as (typeof monday)[number]), start, end };
  return timetable;
}

describe(`the site's content on ${engineName}`, () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi();
    token = await api.staffToken();
  });
  afterAll(() => api?.close());

  const drafts = () => call<ContentDrafts>(api, 'Content/Drafts', token);
  const history = async () => (await call<Publications>(api, 'Content/History', token)).items;

  it("starts with today's texts as every part's draft and as the live publication", async () => {
    const { parts, live } = await drafts();
    expect(parts['timetable.umitkoy']).toMatchObject({
      data: contentSeed['timetable.umitkoy'],
      version: 1,
      changedBy: 'Sistem',
      published: true,
    });
    expect(Object.keys(parts).sort()).toEqual(Object.keys(contentSeed).sort());
    expect(live).toMatchObject({ id: 1, revision: seedRevision, publishedBy: 'Sistem', live: true });
    const visitors = await api.post('Content/Live');
    expect(visitors.json<{ data: LiveContent }>().data.revision).toBe(seedRevision);
  });

  it('asks for a staff token before anything but the live content', async () => {
    for (const route of [
      'Content/Drafts',
      'Content/Save',
      'Content/Publish',
      'Content/History',
      'Content/Restore',
    ]) {
      const response = await api.post(route, {});
      expect(response.statusCode, route).toBe(401);
    }
  });

  it('saves a draft that visitors do not see until it is published; Geri al brings the earlier one back', async () => {
    const saved = await call<{ version: number; changedBy: string }>(api, 'Content/Save', token, {
      part: 'timetable.umitkoy',
      version: 1,
      data: withMondayFirstClass('08:45', '09:30'),
    });
    expect(saved).toMatchObject({ version: 2, changedBy: 'Yönetici' });
    let state = await drafts();
    expect(state.parts['timetable.umitkoy'].published).toBe(false);
    expect(state.parts['timetable.umitkoy'].data.days[0]?.[0]?.start).toBe('08:45');
    // Visitors still get the seed.
    expect((await api.post('Content/Live')).json<{ data: LiveContent }>().data.revision).toBe(seedRevision);

    expect(await call<string>(api, 'Content/Publish', token)).toBe('İçerik yayınlandı (yayın #2).');
    const live = (await api.post('Content/Live')).json<{ data: LiveContent }>().data;
    expect(live.content['timetable.umitkoy'].days[0]?.[0]).toMatchObject({ start: '08:45', end: '09:30' });
    expect(live.revision).not.toBe(seedRevision);
    state = await drafts();
    expect(state.parts['timetable.umitkoy'].published).toBe(true);
    expect(state.live).toMatchObject({ id: 2, publishedBy: 'Yönetici' });

    await expectRefused(api, 'Content/Publish', token, [
      [undefined, ['Yayınlanacak bir değişiklik yok: taslaklar yayındaki içerikle aynı.']],
    ]);

    expect(await call<string>(api, 'Content/Restore', token, { id: 1 })).toBe(
      'Yayın #1 yeniden yayında; taslaklar da bu yayının içeriğine döndü.',
    );
    expect((await api.post('Content/Live')).json<{ data: LiveContent }>().data.revision).toBe(seedRevision);
    state = await drafts();
    expect(state.parts['timetable.umitkoy']).toMatchObject({
      data: contentSeed['timetable.umitkoy'],
      version: 3,
      published: true,
    });
    // Parts that did not change keep their version: no one editing them is refused.
    expect(state.parts.membership.version).toBe(1);
    expect(await history()).toEqual([
      expect.objectContaining({ id: 3, revision: seedRevision, restoredFrom: 1, live: true }),
      expect.objectContaining({ id: 2, restoredFrom: null, live: false }),
      expect.objectContaining({ id: 1, revision: seedRevision, live: false }),
    ]);
    await expectRefused(api, 'Content/Restore', token, [
      [{ id: 1 }, ['Yayın #1 ile aynı içerik zaten yayında.']],
      [{ id: 99 }, ['Yayın bulunamadı. Yayın geçmişini yenileyip tekrar deneyin.']],
      [{}, ['Yayın numarası zorunludur.']],
      [{ id: 0 }, ['Yayın numarası geçersiz.']],
    ]);
  });

  it('lets an Editör save and publish, and records each change in the audit log', async () => {
    const editor = await api.addStaff({ userName: 'icerik-editor', role: 'editor' });
    const { version, data } = (await drafts()).parts.banner;
    const changed = structuredClone(data);
    if (changed.slides[0]) changed.slides[0].label = 'Yeni dönem';
    await call(api, 'Content/Save', editor.token, { part: 'banner', version, data: changed });
    await call(api, 'Content/Publish', editor.token);
    expect((await drafts()).live).toMatchObject({ publishedBy: 'Deneme icerik-editor' });
    const audit = await call<{ items: { action: string; actorId: string | null; details: unknown }[] }>(
      api,
      'Audit/Query',
      token,
      { kind: 'content', actorId: editor.id },
    );
    expect(audit.items.map(({ action }) => action)).toEqual(['content.published', 'content.draft-saved']);
    expect(audit.items[1]?.details).toEqual({ subject: 'banner' });
  });

  it('refuses a save made from an older version, naming who changed it and when, and keeps theirs', async () => {
    const { version } = (await drafts()).parts['timetable.cukurambar'];
    const first = await call<{ version: number; changedAt: string }>(api, 'Content/Save', token, {
      part: 'timetable.cukurambar',
      version,
      data: contentSeed['timetable.cukurambar'],
    });
    const later = await api.post(
      'Content/Save',
      { part: 'timetable.cukurambar', version, data: { days: [[], [], [], [], [], [], []] } },
      { token },
    );
    expect(later.statusCode).toBe(409);
    const when = new Date(first.changedAt).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' });
    expect(later.json()).toEqual({
      ErrorMessages: [
        `Bu bölümü Yönetici ${when} tarihinde değiştirdi; sizin değişikliğiniz kaydedilmedi. Son hâlini görmek için yeniden yükleyin.`,
      ],
    });
    const stored = (await drafts()).parts['timetable.cukurambar'];
    expect(stored).toMatchObject({ version: first.version, data: contentSeed['timetable.cukurambar'] });
  });

  it('refuses bad input for every part with a Turkish line, and stores nothing', async () => {
    const before = await drafts();
    const branch = contentSeed['branch.umitkoy'];
    const plans = contentSeed.membership.plans;
    await expectRefused(api, 'Content/Save', token, [
      [{ part: 'sayfa', version: 1, data: {} }, ['İçerik bölümü bilinmiyor.']],
      [
        { part: 'timetable.umitkoy', version: 1, data: withMondayFirstClass('09:00', '10:45') },
        ['Bu ders aynı gün aynı stüdyodaki Pilates dersiyle (09:00-10:45) çakışıyor.'],
      ],
      [
        {
          part: 'branch.umitkoy',
          version: 1,
          data: {
            ...branch,
            email: 'umitkoy-at-sportif',
            phone: '12',
            street: '<img src=x onerror=alert(1)>',
          },
        },
        [
          'Geçerli bir telefon numarası girin.',
          'Geçerli bir e-posta girin.',
          'Adres içinde < ve > karakterleri kullanılamaz.',
        ],
      ],
      [
        { part: 'membership', version: 1, data: { plans: [{ ...plans[0], priceTry: -100 }, plans[1]] } },
        ["Fiyat 0'dan büyük, en fazla 10.000.000 TL bir tutar olmalıdır (en fazla iki kuruş hanesi)."],
      ],
      [
        {
          part: 'banner',
          version: 1,
          data: {
            slides: contentSeed.banner.slides.map((slide) => ({
              ...slide,
              heading: '',
              label: 'x'.repeat(41),
            })),
          },
        },
        ['Etiket en fazla 40 karakter olabilir.', 'Başlık zorunludur.'],
      ],
      [
        {
          part: 'policy.kvkk',
          version: 1,
          data: { markdown: 'Başvuru için [tıklayın](javascript:alert(1)).' },
        },
        [
          'Bağlantılar yalnızca http://, https://, mailto: veya tel: adreslerine ya da sitenin bir sayfasına (/kvkk) verilebilir.',
        ],
      ],
    ]);
    expect(await drafts()).toEqual(before);
  });

  it('leaves nothing recorded when the publisher refuses, and says why', async () => {
    const refusing = await startTestApi({
      contentPublisher: () => ({
        liveRevision: async () => seedRevision,
        publish: async () => {
          throw new ContentPublishRefused('Sayfalar oluşturulamadı: Ana Sayfa (bir bölüm hata verdi).');
        },
      }),
    });
    try {
      const staff = await refusing.staffToken();
      await call(refusing, 'Content/Save', staff, {
        part: 'timetable.umitkoy',
        version: 1,
        data: withMondayFirstClass('08:00', '08:45'),
      });
      await expectRefused(refusing, 'Content/Publish', staff, [
        [undefined, ['Sayfalar oluşturulamadı: Ana Sayfa (bir bölüm hata verdi).']],
      ]);
      expect((await call<Publications>(refusing, 'Content/History', staff)).items).toHaveLength(1);
    } finally {
      await refusing.close();
    }
  });
});
