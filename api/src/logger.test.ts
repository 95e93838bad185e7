import { format } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleLogger } from './logger.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

/** What the logger writes to the console, as one text. */
function written(log: () => void): string {
  const lines: string[] = [];
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(format(...args));
    });
  }
  log();
  return lines.join('\n');
}

describe('consoleLogger', () => {
  it('writes what failed and where, but none of the request data a database error carries', () => {
    // What PostgreSQL drivers attach to an error: the statement, its parameters and details.
    const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0xef'), {
      code: '22021',
      query: 'INSERT INTO mail_outbox (sender_name, sender_email, phone) VALUES ($1, $2, $3)',
      params: ['Ayşe Yılmaz', 'ayse@example.com', '+90 312 555 00 00'],
      detail: 'Key (sender_email)=(ayse@example.com) already exists.',
    });
    const text = written(() => consoleLogger.error('POST /api/Email/SendMail failed', error));
    expect(text).toContain('POST /api/Email/SendMail failed');
    expect(text).toContain('invalid byte sequence for encoding "UTF8": 0xef');
    expect(text).toContain('22021');
    expect(text).toContain('logger.test.ts');
    for (const personal of ['Ayşe', 'ayse@example.com', '555 00 00', 'INSERT INTO']) {
      expect(text).not.toContain(personal);
    }
  });

  it('writes a thrown value that is not an Error as its type alone', () => {
    const text = written(() => consoleLogger.error('failed', { Name: 'Ayşe', Email: 'ayse@example.com' }));
    expect(text).toBe('[api] failed (a thrown object)');
  });
});
