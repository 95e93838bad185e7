import type { ExampleQueryRequest, ExamplesPage } from '@sportif/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedExamples } from '../src/features/examples/example-seed.ts';
import { createExamplesRepository } from '../src/features/examples/examples-repository.ts';
import { expectRefused } from './support/expect-refused.ts';
import { startSignedInTestApi, type TestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';

let api: TestApi;
let token: string;

beforeAll(async () => ({ api, token } = await startSignedInTestApi()));
afterAll(() => api?.close());
beforeEach(async () => {
  await api.db.query('DELETE FROM examples');
});

/** Adds records in this order, one statement, so their numbers follow the array. */
async function add(records: [string, string][]): Promise<void> {
  await api.db.query(
    `INSERT INTO examples (field1, field2)
     SELECT f1, f2 FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(f1, f2, n) ORDER BY n`,
    [records.map(([field1]) => field1), records.map(([, field2]) => field2)],
  );
}

async function query(body: unknown): Promise<ExamplesPage> {
  const response = await api.post('Examples/Query', body, { token });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<{ data: ExamplesPage }>().data;
}

const field1s = async (body: unknown) => (await query(body)).items.map((item) => item.field1);

describe(`Examples/Query on ${engineName}`, () => {
  it('answers a page of records with their numbers, ids and the total, in the order of addition', async () => {
    await add([
      ['birinci', 'bir'],
      ['ikinci', 'iki'],
      ['üçüncü', 'üç'],
      ['dördüncü', 'dört'],
      ['beşinci', 'beş'],
    ]);
    const all = await query({});
    expect(all.total).toBe(5);
    expect(all.items.map(({ field1, field2 }) => [field1, field2])).toEqual([
      ['birinci', 'bir'],
      ['ikinci', 'iki'],
      ['üçüncü', 'üç'],
      ['dördüncü', 'dört'],
      ['beşinci', 'beş'],
    ]);
    const numbers = all.items.map((item) => item.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(5);
    const getAll = (await api.post('Examples/GetAll', undefined, { token })).json<{
      data: { id: string }[];
    }>();
    expect(all.items.map((item) => item.id)).toEqual(getAll.data.map((record) => record.id));
    // A record's number stays when others are deleted: it is the record's, not the row's.
    await api.post('Examples/DeleteById', { id: all.items[0]?.id }, { token });
    expect((await query({ limit: 1 })).items).toEqual([all.items[1]]);
  });

  it('pages with offset and limit: bounds, the last partial page and past the end', async () => {
    await add(Array.from({ length: 120 }, (_, n) => [`kayıt ${String(n + 1).padStart(3, '0')}`, 'sayfa']));
    const first = await query({});
    expect(first.total).toBe(120);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.field1).toBe('kayıt 001');
    expect(await field1s({ offset: 10, limit: 3 })).toEqual(['kayıt 011', 'kayıt 012', 'kayıt 013']);
    expect(await field1s({ offset: 118, limit: 5 })).toEqual(['kayıt 119', 'kayıt 120']);
    const past = await query({ offset: 500, limit: 10 });
    expect(past).toEqual({ items: [], total: 120 });
    expect((await query({ limit: 100 })).items).toHaveLength(100);
    expect((await query({ limit: 1 })).items).toHaveLength(1);
  });

  it('sorts by number, field 1 or field 2 in Turkish alphabetical order, both ways, ties by number', async () => {
    await add([
      ['Zeynep', 'b'],
      ['Çağla', 'a'],
      ['cem', 'c'],
      ['Ceren', 'a'],
      ['ılgın', 'b'],
      ['İpek', 'c'],
      ['Işık', 'a'],
      ['Öykü', 'b'],
      ['Oya', 'c'],
      ['Şule', 'a'],
      ['Selin', 'b'],
      ['Ümit', 'c'],
      ['Uğur', 'a'],
      ['ğ harfi', 'b'],
      ['Gül', 'c'],
      ['Âdem', 'a'],
      ['ahmet', 'b'],
    ]);
    // â sorts with a ("Âdem" as "adem"), c < ç, g < ğ, ı < i, o < ö, s < ş, u < ü.
    const turkish = [
      'Âdem',
      'ahmet',
      'cem',
      'Ceren',
      'Çağla',
      'Gül',
      'ğ harfi',
      'ılgın',
      'Işık',
      'İpek',
      'Oya',
      'Öykü',
      'Selin',
      'Şule',
      'Uğur',
      'Ümit',
      'Zeynep',
    ];
    expect(await field1s({ sort: 'field1' })).toEqual(turkish);
    expect(await field1s({ sort: 'field1', direction: 'desc' })).toEqual([...turkish].reverse());
    expect(await field1s({ sort: 'number', direction: 'desc', limit: 3 })).toEqual(['ahmet', 'Âdem', 'Gül']);
    // Field 2 has ties: within one value, the order of addition.
    expect(await field1s({ sort: 'field2', limit: 6 })).toEqual([
      'Çağla',
      'Ceren',
      'Işık',
      'Şule',
      'Uğur',
      'Âdem',
    ]);
    expect(await field1s({ sort: 'field2', direction: 'desc', limit: 2 })).toEqual(['Gül', 'Ümit']);
    expect(await field1s({ sort: 'field1', offset: 15, limit: 5 })).toEqual(['Ümit', 'Zeynep']);
  });

  it('searches both fields ignoring case the Turkish way: İ with i, I with ı', async () => {
    await add([
      ['İstanbul şubesi', 'merkez'],
      ['istanbul yolu', 'ikinci'],
      ['ISPARTA grubu', 'dağ'],
      ['ısparta kampı', 'göl'],
      ['Isparta sabah', 'İncek'],
      ['Ankara', 'ŞAMPİYONA'],
      ['Işıklı salon', 'ÇAĞDAŞ ÖĞRETİM ÜNİTESİ'],
    ]);
    const search = (term: string) => field1s({ search: term });
    expect(await search('İstanbul')).toEqual(['İstanbul şubesi', 'istanbul yolu']);
    expect(await search('ISTANBUL')).toEqual([]);
    expect(await search('İSTANBUL')).toEqual(['İstanbul şubesi', 'istanbul yolu']);
    expect(await search('ısparta')).toEqual(['ISPARTA grubu', 'ısparta kampı', 'Isparta sabah']);
    expect(await search('isparta')).toEqual([]);
    expect(await search('şampiyona')).toEqual(['Ankara']);
    expect(await search('incek')).toEqual(['Isparta sabah']);
    expect(await search('çağdaş öğretim ünitesi')).toEqual(['Işıklı salon']);
    expect(await search('IŞIKLI')).toEqual(['Işıklı salon']);
    expect(await search('  merkez  ')).toEqual(['İstanbul şubesi']);
    expect(await search('')).toHaveLength(7);
    const page = await query({ search: 'a', sort: 'field1', limit: 2 });
    expect(page.total).toBe(7);
    expect(page.items.map((item) => item.field1)).toEqual(['Ankara', 'ISPARTA grubu']);
  });

  it('takes %, _ and \\ in a search literally', async () => {
    await add([
      ['yüzde %50 indirim', 'a_b'],
      ['yüzde 50 indirim', 'axb'],
      ['ters \\ bölü', 'düz'],
    ]);
    expect(await field1s({ search: '%50' })).toEqual(['yüzde %50 indirim']);
    expect(await field1s({ search: 'a_b' })).toEqual(['yüzde %50 indirim']);
    expect(await field1s({ search: '\\' })).toEqual(['ters \\ bölü']);
    expect(await field1s({ search: '%' })).toEqual(['yüzde %50 indirim']);
  });

  it('refuses bad bodies with 403 and one Turkish line per problem', async () => {
    const offset = 'Başlangıç (offset) 0 veya daha büyük bir tam sayı olmalıdır.';
    const limit = 'Sayfa boyutu (limit) 1 ile 100 arasında bir tam sayı olmalıdır.';
    const cases: [unknown, string[]][] = [
      [{ offset: -1 }, [offset]],
      [{ offset: 1.5 }, [offset]],
      [{ offset: '10' }, [offset]],
      [{ offset: 1e300 }, [offset]],
      [{ limit: 0 }, [limit]],
      [{ limit: 101 }, [limit]],
      [{ limit: null }, [limit]],
      [{ sort: 'id' }, ['Sıralama alanı (sort) number, field1 veya field2 olmalıdır.']],
      [{ direction: 'up' }, ['Sıralama yönü (direction) asc veya desc olmalıdır.']],
      [{ search: 42 }, ['Arama metni yazı olmalıdır.']],
      [{ search: 'x'.repeat(201) }, ['Arama metni en fazla 200 karakter olabilir.']],
      [
        { search: [], sort: 'x', offset: -5, limit: 1000 },
        [
          'Arama metni yazı olmalıdır.',
          'Sıralama alanı (sort) number, field1 veya field2 olmalıdır.',
          offset,
          limit,
        ],
      ],
      ['abc', ['İstek gövdesi geçersiz.']],
      [null, ['İstek gövdesi geçersiz.']],
    ];
    await expectRefused(api, 'Examples/Query', token, [...cases, [undefined, ['İstek gövdesi geçersiz.']]]);
  });

  it('answers 401 without a valid token, before reading the body', async () => {
    for (const headers of [{}, { authorization: 'Bearer abc.def.ghi' }] as Record<string, string>[]) {
      const response = await api.post('Examples/Query', { limit: 1 }, { headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toEqual({
        ErrorMessages: ['Oturumunuz geçersiz veya süresi dolmuş. Lütfen yeniden giriş yapın.'],
      });
    }
    const unreadable = await api.post('Examples/Query', undefined, {
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(unreadable.statusCode).toBe(401);
  });

  it('searches and sorts through the indexes, not by reading every row', async () => {
    await seedExamples(api.db, 5_000, { seed: 3 });
    await add([['İstanbul', 'x']]);
    await api.db.exec('ANALYZE examples');
    const repository = await createExamplesRepository(api.db);
    const planOf = (request: Omit<ExampleQueryRequest, 'offset' | 'limit'>) =>
      repository.explainQuery({ ...request, offset: 0, limit: 50 });
    expect(await planOf({ search: 'İstanbul', sort: 'number', direction: 'asc' })).toContain(
      'examples_search_idx',
    );
    // A common word: the planner would rather read every row; the query takes the index anyway.
    expect(await planOf({ search: 'Işıklı', sort: 'field2', direction: 'desc' })).toContain(
      'examples_search_idx',
    );
    expect(await planOf({ search: '', sort: 'field1', direction: 'desc' })).toContain(
      'examples_field1_sort_idx',
    );
    expect(await planOf({ search: '', sort: 'field2', direction: 'asc' })).toContain(
      'examples_field2_sort_idx',
    );
    expect(await planOf({ search: '', sort: 'number', direction: 'desc' })).toContain('examples_seq_key');
  });
});

describe(`seedExamples on ${engineName}`, () => {
  it('adds n varied records in batches, in order, with Turkish letters a search finds', async () => {
    await seedExamples(api.db, 6_001, { seed: 7 });
    const all = await query({ limit: 3 });
    expect(all.total).toBe(6_001);
    for (const item of all.items) {
      expect(item.field1.length).toBeGreaterThanOrEqual(3);
      expect(item.field2.length).toBeGreaterThanOrEqual(3);
    }
    const last = await query({ sort: 'number', direction: 'desc', limit: 1 });
    expect((last.items[0]?.number ?? 0) - (all.items[0]?.number ?? 0)).toBe(6_000);
    for (const term of ['ı', 'İ', 'ş', 'Ğ', 'ç', 'ö', 'ü'])
      expect((await query({ search: term })).total).toBeGreaterThan(0);
  });
});
