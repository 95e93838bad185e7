import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRoutes, exampleSchema, loginResponseSchema } from '@sportif/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../auth/auth-store';
import { setRuntimeConfig } from '../config/runtime-config';
import { apiPost } from './api-client';
import { ApiError } from './api-error';

const examplesList = v.array(exampleSchema);
const credentials = { emailOrUserName: 'a', password: 'b' };

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the test server answers next: a status and a raw body. */
let reply: { status: number; body: string } = { status: 200, body: '{}' };
const received: Received[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(reply.status, { 'Content-Type': 'application/json' });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  setRuntimeConfig({
    apiBaseUrl: `http://127.0.0.1:${port}/api/`,
    remotes: { remote_public: { entry: '/p' }, remote_admin: { entry: '/a' }, remote_media: { entry: '/m' } },
    routes: {},
    complete: true,
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  authStore.setState({ token: null, user: null });
});

const answer = (status: number, body: unknown) => {
  reply = { status, body: typeof body === 'string' ? body : JSON.stringify(body) };
};

const signedInAs = (token: string) =>
  authStore.setState({
    token,
    user: {
      Id: '1',
      Name: 'Yönetici',
      Email: 'admin@example.com',
      UserName: 'admin',
      Role: 'yonetici',
      exp: 2_000_000_000,
    },
  });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call resolved');
}

describe('apiPost', () => {
  it('POSTs JSON to the configured base plus the route and resolves with data', async () => {
    answer(200, { data: 'Kayıt eklendi.' });
    const result = await apiPost(apiRoutes.examplesCreate, { field1: 'abc', field2: 'def' }, v.string());
    expect(result).toBe('Kayıt eklendi.');
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url).toBe('/api/Examples/Create');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ field1: 'abc', field2: 'def' });
  });

  it('sends a POST with no body for a call without one (the get helper)', async () => {
    answer(200, { data: [] });
    await expect(apiPost(apiRoutes.examplesGetAll, undefined, examplesList)).resolves.toEqual([]);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.body).toBe('');
    expect(received[0]?.headers['content-type']).toBeUndefined();
  });

  it('sends the stored token as a Bearer credential on every call, and none when signed out', async () => {
    answer(200, { data: 'ok' });
    await apiPost(apiRoutes.examplesDeleteById, { id: 'x' }, v.string());
    expect(received[0]?.headers.authorization).toBeUndefined();

    signedInAs('header.payload.signature');
    await apiPost(apiRoutes.examplesDeleteById, { id: 'x' }, v.string());
    await apiPost(apiRoutes.examplesDeleteById, { id: 'x' }, v.string());
    expect(received[1]?.headers.authorization).toBe('Bearer header.payload.signature');
    expect(received[2]?.headers.authorization).toBe('Bearer header.payload.signature');
  });

  it('runs no success handling when the response has no data field', async () => {
    answer(200, { message: 'no data here' });
    const error = await rejection(apiPost(apiRoutes.examplesGetAll, undefined, examplesList));
    expect(error.status).toBe(200);
    expect(error.messages).toEqual([]);
  });

  it('rejects data that does not match the schema instead of handing it on', async () => {
    answer(200, { data: { token: 42 } });
    const error = await rejection(apiPost(apiRoutes.authLogin, credentials, loginResponseSchema));
    expect(error.messages).toEqual([]);
  });

  it('rejects a 403 with its ErrorMessages lines', async () => {
    answer(403, { ErrorMessages: ['Kullanıcı adı veya şifre hatalı.', 'İkinci satır.'] });
    const error = await rejection(apiPost(apiRoutes.authLogin, credentials, loginResponseSchema));
    expect(error.status).toBe(403);
    expect(error.messages).toEqual(['Kullanıcı adı veya şifre hatalı.', 'İkinci satır.']);
    expect(error.message).toBe('Kullanıcı adı veya şifre hatalı.\nİkinci satır.');
  });

  it('rejects a 500 with the first errorMessages entry, and a body that is not JSON with nothing', async () => {
    answer(500, { errorMessages: ['Beklenmeyen bir hata oluştu.', 'ayrıntı'] });
    expect((await rejection(apiPost(apiRoutes.examplesGetAll, undefined, examplesList))).messages).toEqual([
      'Beklenmeyen bir hata oluştu.',
    ]);
    answer(500, '<html>Internal Server Error</html>');
    expect((await rejection(apiPost(apiRoutes.examplesGetAll, undefined, examplesList))).messages).toEqual(
      [],
    );
  });

  it('a 401 signs the user out and shows nothing', async () => {
    signedInAs('header.payload.signature');
    answer(401, { ErrorMessages: ['Oturum geçersiz.'] });
    const error = await rejection(apiPost(apiRoutes.examplesGetAll, undefined, examplesList));
    expect(error.status).toBe(401);
    expect(error.messages).toEqual([]);
    expect(authStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('other failures leave the user signed in', async () => {
    signedInAs('header.payload.signature');
    answer(403, { ErrorMessages: ['Yetkiniz yok.'] });
    await rejection(apiPost(apiRoutes.examplesGetAll, undefined, examplesList));
    expect(authStore.getState().token).toBe('header.payload.signature');
  });

  it('rejects with status 0 when the API cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const working = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
    const remotes = {
      remote_public: { entry: '/p' },
      remote_admin: { entry: '/a' },
      remote_media: { entry: '/m' },
    };
    setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${port}/api/`, remotes, routes: {}, complete: true });
    try {
      const error = await rejection(apiPost(apiRoutes.examplesGetAll, undefined, examplesList));
      expect(error.status).toBe(0);
      expect(error.messages).toEqual(['API adresine ulaşılamıyor']);
    } finally {
      setRuntimeConfig({ apiBaseUrl: working, remotes, routes: {}, complete: true });
    }
  });
});
