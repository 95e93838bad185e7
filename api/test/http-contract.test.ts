import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignedInTestApi, type TestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';

let api: TestApi;
let token: string;

beforeAll(async () => ({ api, token } = await startSignedInTestApi()));
afterAll(() => api?.close());

const notFound = { ErrorMessages: ['API adresi bulunamadı.'] };
const unexpected = { errorMessages: ['Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.'] };

describe(`the HTTP contract on ${engineName}`, () => {
  it('answers an unknown route or a wrong spelling with a JSON 404, whatever the method', async () => {
    for (const [method, url] of [
      ['POST', '/api/Examples/GetEverything'],
      ['POST', '/api/examples/getall'],
      ['POST', '/api/Examples/GetAll/'],
      ['GET', '/api/'],
      ['POST', '/api'],
      ['GET', '/api'],
      ['GET', '/api/nothing?x=1'],
      ['DELETE', '/api/nothing'],
      ['PROPFIND', '/api/nothing'],
      // A method the server does not route at all: not found either.
      ['PROPFIND', '/api/Auth/Login'],
    ] as const) {
      const response = await api.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual(notFound);
    }
  });

  it('answers another method than POST on a route with a JSON 405 that names POST', async () => {
    for (const [method, url] of [
      ['GET', '/api/Examples/GetAll'],
      ['GET', '/api/Examples/GetAll?x=1'],
      ['PUT', '/api/Auth/Login'],
      ['DELETE', '/api/Examples/DeleteById'],
      ['OPTIONS', '/api/Email/SendMail'],
    ] as const) {
      const response = await api.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow).toBe('POST');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({ ErrorMessages: ['Bu API adresi yalnızca POST isteğiyle çağrılır.'] });
    }
    const head = await api.app.inject({ method: 'HEAD', url: '/api/Examples/GetAll' });
    expect(head.statusCode).toBe(405);
  });

  it('answers a body that is not JSON with 403 and a line, never 500', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ 'content-type': 'application/json' }, '{"field1": "abc",', 'İstek gövdesi geçerli bir JSON değil.'],
      [{ 'content-type': 'application/json' }, 'undefined', 'İstek gövdesi geçerli bir JSON değil.'],
      [
        { 'content-type': 'application/json; charset=utf-8' },
        "{'a':1}",
        'İstek gövdesi geçerli bir JSON değil.',
      ],
      [
        { 'content-type': 'text/plain' },
        '{"field1":"abc","field2":"def"}',
        'İstek gövdesi JSON olarak (Content-Type: application/json) gönderilmelidir.',
      ],
      [
        { 'content-type': 'application/x-www-form-urlencoded' },
        'field1=abc&field2=def',
        'İstek gövdesi JSON olarak (Content-Type: application/json) gönderilmelidir.',
      ],
      [
        { 'content-type': 'multipart/form-data; boundary=x' },
        '--x\r\n\r\n--x--',
        'İstek gövdesi JSON olarak (Content-Type: application/json) gönderilmelidir.',
      ],
    ];
    for (const route of ['Examples/Create', 'Auth/Login', 'Email/SendMail']) {
      for (const [headers, payload, line] of cases) {
        const response = await api.post(route, undefined, { token, headers, payload });
        expect(response.statusCode, `${route} ${payload}`).toBe(403);
        expect(response.json()).toEqual({ ErrorMessages: [line] });
      }
    }
  });

  it('answers JSON of the wrong type with 403 and a line', async () => {
    for (const payload of ['[]', '"text"', '42', 'null', 'true']) {
      for (const route of ['Examples/Create', 'Examples/Update', 'Examples/DeleteById', 'Auth/Login']) {
        const response = await api.post(route, undefined, {
          token,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ ErrorMessages: ['İstek gövdesi geçersiz.'] });
      }
      const mail = await api.post('Email/SendMail', undefined, {
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(mail.json()).toEqual({ ErrorMessages: ['İleti gövdesi geçersiz.'] });
    }
  });

  it('answers text holding U+0000, which PostgreSQL cannot store, with 403', async () => {
    for (const [route, body] of [
      ['Examples/Create', { field1: 'ab\u0000c', field2: 'def' }],
      ['Auth/Login', { emailOrUserName: 'admin\u0000', password: 'x' }],
      [
        'Email/SendMail',
        { Name: 'A', Email: 'a@b.co', Phone: '0312 555 11 22', Subject: 'S', Message: '\u0000' },
      ],
    ] as const) {
      const response = await api.post(route, body, { token });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        ErrorMessages: ['İstek gövdesi geçersiz bir karakter (U+0000) içeriyor.'],
      });
    }
  });

  it('answers text holding a lone UTF-16 surrogate with 403 and a line, on every route, and logs nothing', async () => {
    await api.post('Examples/Create', { field1: 'vekil', field2: 'karakter' }, { token });
    const { rows } = await api.db.query<{ id: string }>(
      "SELECT id::text AS id FROM examples WHERE field1 = 'vekil'",
    );
    const id = rows[0]?.id;
    for (const [route, payload] of [
      [
        'Email/SendMail',
        '{"Name":"Ayşe","Email":"a@b.co","Phone":"0312 555 01 01","Subject":"aaa\\u979a\\udc79","Message":"M"}',
      ],
      ['Auth/Login', '{"emailOrUserName":"admin\\ud800","password":"x"}'],
      ['Examples/Create', '{"field1":"abc\\udfff","field2":"def"}'],
      ['Examples/Update', `{"id":"${id}","field1":"\\udc79abc","field2":"def"}`],
    ] as const) {
      const response = await api.post(route, undefined, {
        token,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, route).toBe(403);
      expect(response.json()).toEqual({
        ErrorMessages: [
          'İstek gövdesi geçersiz bir karakter (eşi olmayan bir UTF-16 vekil karakteri) içeriyor.',
        ],
      });
    }
    // A pair of surrogates is one character (😀), and welcome.
    const paired = await api.post('Email/SendMail', undefined, {
      payload:
        '{"Name":"Ayşe","Email":"a@b.co","Phone":"0312 555 01 01","Subject":"\\ud83d\\ude00","Message":"M"}',
      headers: { 'content-type': 'application/json' },
      ip: '10.60.0.1',
    });
    expect(paired.statusCode).toBe(200);
    expect(api.loggedErrors).toEqual([]);
  });

  it('answers a body over 64 KiB with 403', async () => {
    const response = await api.post('Email/SendMail', { Message: 'x'.repeat(70_000) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ ErrorMessages: ['İstek gövdesi çok büyük.'] });
  });

  it('answers an unexpected failure with 500, a fixed line and no stack trace or SQL, and logs the details', async () => {
    await api.db.query('ALTER TABLE examples RENAME TO examples_moved');
    try {
      const response = await api.post('Examples/Create', { field1: 'abc', field2: 'def' }, { token });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual(unexpected);
      expect(response.body).not.toMatch(/examples|relation|INSERT|at |\.ts/);
      expect(api.loggedErrors.at(-1)?.message).toBe('POST /api/Examples/Create failed');
      expect(String(api.loggedErrors.at(-1)?.error)).toMatch(/relation "examples" does not exist/);
    } finally {
      await api.db.query('ALTER TABLE examples_moved RENAME TO examples');
    }
    expect((await api.post('Examples/Create', { field1: 'abc', field2: 'def' }, { token })).statusCode).toBe(
      200,
    );
  });

  it('marks every answer as not cacheable', async () => {
    for (const response of [
      await api.post('Examples/GetAll', undefined, { token }),
      await api.post('Examples/GetAll'),
      await api.app.inject({ method: 'GET', url: '/api/nothing' }),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('encapsulation', () => {
  it('keeps the API’s parser, error shapes and 404 inside /api; the site around it keeps its own', async () => {
    const site = Fastify();
    await site.register(api.api.plugin, { prefix: '/api' });
    site.post('/echo', async (request) => ({ echoed: request.body }));
    // Like the site's static files, which answer every GET path.
    site.get('/*', async () => 'site file');
    site.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('site 404'));
    await site.ready();
    try {
      const echo = await site.inject({ method: 'POST', url: '/echo', payload: { a: 1 } });
      expect(echo.json()).toEqual({ echoed: { a: 1 } });
      expect(echo.headers['cache-control']).toBeUndefined();

      const badJson = await site.inject({
        method: 'POST',
        url: '/echo',
        payload: '{bad',
        headers: { 'content-type': 'application/json' },
      });
      expect(badJson.statusCode).toBe(400);

      const text = await site.inject({
        method: 'POST',
        url: '/echo',
        payload: 'hi',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.statusCode).toBe(200);

      const siteMissing = await site.inject({ method: 'POST', url: '/elsewhere' });
      expect(siteMissing.body).toBe('site 404');
      const apiMissing = await site.inject({ method: 'POST', url: '/api/Elsewhere' });
      expect(apiMissing.json()).toEqual(notFound);
      const apiGet = await site.inject({ method: 'GET', url: '/api/Examples/GetAll' });
      expect(apiGet.statusCode).toBe(405);
      expect((await site.inject({ method: 'GET', url: '/api/Elsewhere' })).json()).toEqual(notFound);
      expect((await site.inject({ method: 'GET', url: '/other' })).body).toBe('site file');
    } finally {
      await site.close();
    }
  });
});
