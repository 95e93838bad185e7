import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignedInTestApi, type TestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';

let api: TestApi;
let token: string;

beforeAll(async () => ({ api, token } = await startSignedInTestApi()));
afterAll(() => api?.close());

const routes = [
  'Examples/GetAll',
  'Examples/Create',
  'Examples/Update',
  'Examples/DeleteById',
  'Auth/Login',
  'Email/SendMail',
] as const;
const fieldNames = [
  'id',
  'field1',
  'field2',
  'emailOrUserName',
  'password',
  'Name',
  'Email',
  'Phone',
  'Subject',
  'Message',
  'Website',
];

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    '',
    ' ',
    'admin',
    'a@b.co',
    '00000000-0000-4000-8000-000000000000',
    '\u0000',
    "'; DROP TABLE examples; --",
  ),
  fc.uuid().map(String),
);
const value = fc.oneof(text, fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined));
/** Bodies shaped like the real ones with random values, and JSON of any shape. */
const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 4 }),
);
/** Bytes that are not JSON, sent under assorted content types. */
const rawBody = fc.record({
  payload: fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.constantFrom('{', '[[[', '{"a":', '\u0000'),
  ),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/xml',
    'application/json; charset=latin1',
  ),
});

const expectNo500 = (status: number, body: string, what: string) => {
  expect(status, `${what} → ${body}`).toBeLessThan(500);
  expect([200, 401, 403, 404, 429]).toContain(status);
  expect(() => JSON.parse(body)).not.toThrow();
};

describe(`random requests on ${engineName}`, () => {
  it('property: random JSON bodies on every route never produce a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), jsonBody, fc.boolean(), async (route, body, signedIn) => {
        const response = await api.post(route, body, signedIn ? { token } : {});
        expectNo500(response.statusCode, response.body, `${route} ${JSON.stringify(body)}`);
      }),
      { numRuns: 600 },
    );
  });

  it('property: random bytes under any content type never produce a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), rawBody, async (route, { payload, contentType }) => {
        const response = await api.post(route, undefined, {
          token,
          payload,
          headers: { 'content-type': contentType },
        });
        expectNo500(response.statusCode, response.body, `${route} ${contentType} ${JSON.stringify(payload)}`);
      }),
      { numRuns: 300 },
    );
  });

  it('property: no random change to a valid token is let in', async () => {
    expect((await api.post('Examples/GetAll', undefined, { token })).statusCode).toBe(200);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    const edit = fc.record({
      kind: fc.constantFrom('replace', 'insert', 'delete'),
      at: fc.nat(),
      char: fc.constantFrom(...alphabet.split('')),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 3 }), async (edits) => {
        let changed = token;
        for (const { kind, at, char } of edits) {
          const i = at % (changed.length + 1);
          if (kind === 'replace') changed = changed.slice(0, i) + char + changed.slice(i + 1);
          if (kind === 'insert') changed = changed.slice(0, i) + char + changed.slice(i);
          if (kind === 'delete') changed = changed.slice(0, i) + changed.slice(i + 1);
        }
        fc.pre(changed !== token);
        const response = await api.post('Examples/GetAll', undefined, { token: changed });
        expect(response.statusCode, changed).toBe(401);
      }),
      { numRuns: 500 },
    );
  });
});
