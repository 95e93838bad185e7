import type { Queryable } from '../../db/database.ts';

// Words of the club's world, with every Turkish letter (İ, ı, Ş, Ğ, Ç, Ö, Ü) in both cases.
const adjectives = [
  'Işıklı',
  'İleri',
  'Çağdaş',
  'Güçlü',
  'Öğle',
  'Üst düzey',
  'Şık',
  'Sabah',
  'Akşam',
  'Hızlı',
  'Yavaş',
  'Yoğun',
  'Temel',
  'Açık hava',
  'Kapalı',
  'Özel',
  'Ilık',
  'Serin',
  'Genç',
  'Büyük',
];
const activities = [
  'Pilates',
  'Reformer Pilates',
  'Yoga',
  'Koşu',
  'Yüzme',
  'Kick Boks',
  'Spinning',
  'Zumba',
  'Kangoo Jumps',
  'Fitness',
  'Kardiyo',
  'Tae-Bo',
  'Bachata',
  'Core Workout',
  'Ağırlık',
  'Esneme',
  'Şınav',
  'Dağ yürüyüşü',
  'Çocuk jimnastiği',
  'İp atlama',
];
const places = [
  'Ümitköy',
  'Çukurambar',
  'İncek',
  'Çayyolu',
  'Ilgaz',
  'Işıkkent',
  'Şereflikoçhisar',
  'Gölbaşı',
  'Ümitköy havuzu',
  'Çukurambar salonu',
  'Eryaman',
  'Ağaçlı',
  'Kızılay',
  'Dikmen',
  'Ören',
];
const notes = [
  'grubu',
  'sınıfı',
  'programı',
  'kursu',
  'antrenmanı',
  'dersi',
  'kampı',
  'ŞAMPİYONASI',
  'IŞIK turu',
  'öğrenci grubu',
  'İLERİ seviye',
  'başlangıç',
  'YOĞUN tempo',
];

/** A small, seedable generator (mulberry32): the same seed gives the same records every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `count` Example records of varied Turkish words, each field at least 3 characters long. */
export function exampleSeedRecords(
  count: number,
  random: () => number,
): { field1: string[]; field2: string[] } {
  const pick = (words: readonly string[]) => words[Math.floor(random() * words.length)] as string;
  const field1: string[] = [];
  const field2: string[] = [];
  for (let n = 0; n < count; n++) {
    field1.push(`${pick(adjectives)} ${pick(activities)} ${1 + Math.floor(random() * 999)}`);
    field2.push(`${pick(places)} ${pick(notes)}`);
  }
  return { field1, field2 };
}

const batchSize = 5_000;

/**
 * Adds `count` generated Example records (`pnpm seed:examples`), in statements of a few thousand
 * rows: the change trigger and the indexes then run once per batch, not once per record.
 * `onProgress` hears the number added so far after each batch.
 */
export async function seedExamples(
  db: Queryable,
  count: number,
  options: { seed?: number; onProgress?: (added: number) => void } = {},
): Promise<void> {
  const random = seededRandom(options.seed ?? 20_251);
  for (let added = 0; added < count; ) {
    const size = Math.min(batchSize, count - added);
    const { field1, field2 } = exampleSeedRecords(size, random);
    await db.query(
      `INSERT INTO examples (field1, field2)
       SELECT f1, f2 FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(f1, f2, n) ORDER BY n`,
      [field1, field2],
    );
    added += size;
    options.onProgress?.(added);
  }
}
