import { describe, expect, it } from 'vitest';
import { useTestApi } from './support/test-api.ts';
import { engineName } from './support/test-database.ts';

const api = useTestApi(['mail_outbox', 'login_failures']);

const message = {
  Name: 'Ada',
  Email: 'ada@example.com',
  Phone: '0312 555 01 01',
  Subject: 'Konu',
  Message: 'Mesaj',
};
/** Twelve addresses of one /64, as one IPv6 client has them by the trillion. */
const sameNetwork = Array.from({ length: 12 }, (_, n) => `2001:db8:7:1:${(n + 1).toString(16)}::${n + 7}`);

describe(`per-address limits on ${engineName}`, () => {
  it('counts the contact messages of one IPv6 /64 together: 5, then 429', async () => {
    const statuses = [];
    for (const ip of sameNetwork)
      statuses.push((await api().post('Email/SendMail', message, { ip })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    const { rows } = await api().db.query<{ client_ip: string }>(
      'SELECT DISTINCT client_ip FROM mail_outbox',
    );
    expect(rows).toEqual([{ client_ip: '2001:db8:7:1::/64' }]);
    expect((await api().post('Email/SendMail', message, { ip: '2001:db8:7:2::1' })).statusCode).toBe(200);
  });

  it('counts the sign-in failures of one IPv6 /64 together: 5, then 429', async () => {
    const statuses = [];
    for (const [n, ip] of sameNetwork.entries()) {
      const body = { emailOrUserName: `kimse${n}@example.com`, password: 'yanlış' };
      statuses.push((await api().post('Auth/Login', body, { ip })).statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('counts an IPv4 client alike whether it arrives as a.b.c.d or as ::ffff:a.b.c.d', async () => {
    const statuses = [];
    for (let n = 0; n < 6; n++) {
      const ip = n % 2 === 0 ? '198.51.100.4' : '::ffff:198.51.100.4';
      statuses.push((await api().post('Email/SendMail', message, { ip })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const { rows } = await api().db.query<{ client_ip: string }>(
      'SELECT DISTINCT client_ip FROM mail_outbox',
    );
    expect(rows).toEqual([{ client_ip: '198.51.100.4' }]);
  });
});
