import { postFrom } from '@sportif/testing/request-from';
import { staff, submitSignIn, uniqueText } from '../../support/admin-session';
import { fillContactForm, mailsContaining, stubMaps } from '../../support/public-site';
import { type APIRequestContext, expect, type Page, test } from '../../support/test';
import { type AccessLogLine, accessLog } from './access-log';
import { deployEnv } from './deploy-env';
import { psql } from './psql';

const loginFailed = 'E-posta/kullanıcı adı veya şifre hatalı.';

/** The staff user's sign-in through nginx, with the password the smoke run gave the API. */
const staffLogin = (request: APIRequestContext, password: string) =>
  request.post('/api/Auth/Login', { data: { emailOrUserName: staff.userName, password } });

/** The API instances that answered these log lines, each once, sorted. */
const upstreamsOf = (lines: AccessLogLine[]) => [...new Set(lines.map((line) => line.upstream))].sort();

test('staff sign in through nginx, and an Example they create is in GetAll on every instance', async ({
  page,
  request,
}) => {
  const env = deployEnv();
  const log = await accessLog(env.accessLog);
  const signIn = await staffLogin(request, env.adminPassword);
  expect(signIn.status()).toBe(200);
  const { token } = ((await signIn.json()) as { data: { token: string } }).data;
  const auth = { Authorization: `Bearer ${token}` };

  const field1 = uniqueText('Nginx arkasında');
  const created = await request.post('/api/Examples/Create', {
    headers: auth,
    data: { field1, field2: 'Çukurambar şubesi' },
  });
  expect(await created.json()).toEqual({ data: 'Kayıt eklendi.' });

  // Round-robin: ask until both instances have answered (other tests' calls may interleave).
  const getAllLines = async () =>
    (await log.since()).filter((line) => line.path === '/api/Examples/GetAll' && line.status === 200);
  for (let attempt = 0; attempt < 20; attempt++) {
    const list = await request.post('/api/Examples/GetAll', { headers: auth });
    expect(list.status()).toBe(200);
    const { data } = (await list.json()) as { data: { field1: string; field2: string }[] };
    expect(data).toContainEqual(expect.objectContaining({ field1, field2: 'Çukurambar şubesi' }));
    await expect.poll(async () => (await getAllLines()).length).toBe(attempt + 1);
    if (upstreamsOf(await getAllLines()).length === env.apiInstances.length) break;
  }
  expect(upstreamsOf(await getAllLines())).toEqual([...env.apiInstances].sort());

  // The admin remote through nginx: the sign-in form, then the record in the table.
  await page.goto('/admin/examples');
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeVisible();
  await submitSignIn(page, staff.userName, env.adminPassword);
  await expect(page.getByRole('heading', { level: 1, name: 'Examples' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: field1 })).toContainText('Çukurambar şubesi');
});

async function sendContactMessage(page: Page, token: string): Promise<void> {
  await stubMaps(page);
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'İletişim formu' });
  await fillContactForm(page, token, `Nginx üzerinden bir mesaj. ${token}`);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/Email/SendMail'));
  await form.getByRole('button', { name: 'Gönder' }).click();
  expect((await sent).status()).toBe(200);
  await expect(form.getByText('E-posta başarıyla gönderildi!')).toBeVisible();
}

test('a message sent with the contact form is stored once and delivered once by the two instances', async ({
  page,
}) => {
  const env = deployEnv();
  const token = uniqueText('smoke').replace(' ', '-');
  await sendContactMessage(page, token);

  const outboxRows = () =>
    psql(
      env.databaseUrl,
      "SELECT status, attempts, client_ip FROM mail_outbox WHERE message LIKE '%' || :'token' || '%'",
      { token },
    );
  // One row, claimed once (every claim counts an attempt) by the worker of one instance or the
  // other, and marked sent: no worker can claim it again.
  await expect.poll(outboxRows, { timeout: 60_000 }).toEqual([['sent', '1', '127.0.0.1']]);

  const delivered = () => mailsContaining(token, env.mailDir);
  await expect.poll(async () => (await delivered()).length).toBe(1);
  const [mail] = await delivered();
  expect(mail).toContain(`Deneme Kişi ${token}`);
  expect(mail).toContain('deneme@example.com');
  expect(mail).toContain('Üyelik bilgisi');
  expect(mail).toContain(`Nginx üzerinden bir mesaj. ${token}`);
});

test('wrong sign-ins are throttled across instances per address, and a forged X-Forwarded-For does not help', async ({
  request,
  baseURL,
}) => {
  const env = deployEnv();
  const log = await accessLog(env.accessLog);
  // Another client address than the other tests (127.0.0.1): its lock must not reach them.
  const client = '127.0.0.2';
  const login = `${baseURL}/api/Auth/Login`;
  const unknownUser = uniqueText('kimse').replace(' ', '-');
  const attempt = (user: string, headers: Record<string, string> = {}) =>
    postFrom(client, login, { emailOrUserName: user, password: 'yanlış-şifre' }, headers);

  for (let failure = 1; failure <= 5; failure++) {
    const response = await attempt(unknownUser);
    expect(response.status, `failure ${failure}`).toBe(403);
    expect(JSON.parse(response.body)).toEqual({ ErrorMessages: [loginFailed] });
  }
  const throttledLines = async () =>
    (await log.since()).filter((line) => line.clientIp === client && line.status === 429);
  for (let extra = 0; extra < 10; extra++) {
    const response = await attempt(unknownUser);
    expect(response.status).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    await expect.poll(async () => (await throttledLines()).length).toBe(extra + 1);
    if (extra >= 1 && upstreamsOf(await throttledLines()).length === env.apiInstances.length) break;
  }
  // Both instances refuse: an instance counting in memory would have seen fewer than 5 failures.
  expect(upstreamsOf(await throttledLines())).toEqual([...env.apiInstances].sort());

  // Another account from the same address: the address itself is locked, whatever it claims to be.
  const forged = await attempt(uniqueText('baska').replace(' ', '-'), { 'X-Forwarded-For': '127.0.0.9' });
  expect(forged.status).toBe(429);

  // The staff account and the browser tests' address are untouched.
  expect((await staffLogin(request, env.adminPassword)).status()).toBe(200);
});

test('through nginx, another method than POST under /api/ gets the API’s JSON 405 or 404, not a page of nginx', async ({
  request,
}) => {
  const get = await request.get('/api/Examples/GetAll');
  expect(get.status()).toBe(405);
  expect(get.headers().allow).toBe('POST');
  expect(await get.json()).toEqual({ ErrorMessages: ['Bu API adresi yalnızca POST isteğiyle çağrılır.'] });
  const missing = await request.get('/api/nothing');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ ErrorMessages: ['API adresi bulunamadı.'] });
});
