import { liveRemoteFolder } from '../../support/live-remote-folder';
import { expect, test } from '../../support/test';

const onlyPost = { ErrorMessages: ['Bu API adresi yalnızca POST isteğiyle çağrılır.'] };
const notFound = { ErrorMessages: ['API adresi bulunamadı.'] };

test('under /api/ the API answers every method itself: a JSON 405 on a route, a JSON 404 elsewhere', async ({
  request,
}) => {
  for (const response of [
    await request.get('/api/Examples/GetAll'),
    await request.put('/api/Auth/Login'),
    await request.delete('/api/Examples/DeleteById'),
  ]) {
    expect(response.status(), response.url()).toBe(405);
    expect(response.headers().allow).toBe('POST');
    expect(await response.json()).toEqual(onlyPost);
  }
  for (const response of [await request.get('/api/nothing'), await request.get('/api/')]) {
    expect(response.status(), response.url()).toBe(404);
    expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(notFound);
  }
});

test('the build stats are not served, and file errors are plain text without internal codes', async ({
  request,
}) => {
  const publicFolder = await liveRemoteFolder(request, 'public');
  const mediaFolder = await liveRemoteFolder(request, 'media');
  for (const path of ['/mf-stats.json', `${publicFolder}mf-stats.json`, `${mediaFolder}mf-stats.json.br`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toBe('Not Found');
  }
  // A name longer than the file system takes: @fastify/static answered with its internal code.
  // The shell has no such file; a remote's folder refuses the name.
  for (const [path, status, text] of [
    [`/${'a'.repeat(300)}.js`, 404, 'Not Found'],
    [`${publicFolder}${'a'.repeat(300)}.js`, 403, 'Forbidden'],
  ] as const) {
    const tooLong = await request.get(path);
    expect(tooLong.status(), path).toBe(status);
    expect(await tooLong.text(), path).toBe(text);
    expect(tooLong.headers()['content-type'], path).toBe('text/plain; charset=utf-8');
  }
});

test("no copy of a file that is never served is served: the store's descriptions, the gate's contract, a remote's own page, compressed or not", async ({
  request,
}) => {
  const folders = [await liveRemoteFolder(request, 'public'), await liveRemoteFolder(request, 'media')];
  const names = ['federation-contract.json', 'release.json', 'mf-stats.json', 'index.html'];
  const paths = [
    ...folders.flatMap((folder) => names.map((name) => `${folder}${name}`)),
    '/federation-contract.json',
    '/release.json',
  ];
  for (const path of paths.flatMap((path) => [path, `${path}.gz`, `${path}.br`])) {
    const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toBe('Not Found');
  }
});
