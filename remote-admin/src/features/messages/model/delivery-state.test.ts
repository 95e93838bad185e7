import { describe, expect, it } from 'vitest';
import { deliveryState } from './delivery-state';
import { refreshDelayMs } from './refresh-delay';
import { testMessage } from './test-message';

const message = testMessage;

describe('deliveryState', () => {
  it('says Gönderildi with the time of delivery, in Türkiye’s time', () => {
    expect(
      deliveryState(message({ status: 'sent', sentAt: '2025-03-01T09:30:05.000Z', nextAttemptAt: null })),
    ).toEqual({
      tone: 'sent',
      label: 'Gönderildi',
      details: ['01.03.2025 12:30:05 tarihinde teslim edildi'],
    });
  });

  it('says Sunucuda saklandı, not sent, with the time it was written on the server: never Gönderildi', () => {
    const stored = deliveryState(
      message({ status: 'stored', storedAt: '2025-03-01T09:30:05.000Z', nextAttemptAt: null }),
    );
    expect(stored).toEqual({
      tone: 'stored',
      label: 'Sunucuda saklandı',
      details: [
        'E-posta gönderilmedi (e-posta sunucusu ayarlı değil)',
        '01.03.2025 12:30:05 tarihinde sunucuya kaydedildi',
      ],
    });
    expect(stored.details.join(' ')).not.toMatch(/teslim edildi/);
  });

  it('says Bekliyor with the next attempt, the attempts made and the last error', () => {
    expect(deliveryState(message({}))).toEqual({
      tone: 'pending',
      label: 'Bekliyor',
      details: ['Sonraki deneme: 01.03.2025 12:30:00'],
    });
    expect(
      deliveryState(
        message({
          attempts: 2,
          nextAttemptAt: '2025-03-01T09:31:00.000Z',
          lastError: 'connect ECONNREFUSED',
        }),
      ),
    ).toEqual({
      tone: 'pending',
      label: 'Bekliyor',
      details: ['Sonraki deneme: 01.03.2025 12:31:00', '2 deneme', 'Son hata: connect ECONNREFUSED'],
    });
    expect(deliveryState(message({ status: 'sending', attempts: 1, nextAttemptAt: null })).details).toEqual([
      'Şu anda gönderiliyor',
      '1 deneme',
    ]);
  });

  it('says Başarısız with the attempts and the reason', () => {
    expect(
      deliveryState(
        message({
          status: 'failed',
          attempts: 16,
          nextAttemptAt: null,
          lastError: '550 Mailbox unavailable',
        }),
      ),
    ).toEqual({
      tone: 'failed',
      label: 'Başarısız',
      details: ['16 deneme', 'Sebep: 550 Mailbox unavailable'],
    });
  });
});

describe('refreshDelayMs', () => {
  const now = Date.parse('2025-03-01T09:30:00.000Z');
  it('waits for nothing when no message is on its way', () => {
    expect(refreshDelayMs([], now)).toBeNull();
    expect(
      refreshDelayMs(
        [message({ status: 'sent' }), message({ status: 'stored' }), message({ status: 'failed' })],
        now,
      ),
    ).toBeNull();
  });

  it('asks again just after the soonest next attempt, within 1 and 30 seconds', () => {
    const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
    expect(refreshDelayMs([message({ nextAttemptAt: at(5) }), message({ nextAttemptAt: at(3) })], now)).toBe(
      3_500,
    );
    expect(refreshDelayMs([message({ nextAttemptAt: at(-60) })], now)).toBe(1_000);
    expect(refreshDelayMs([message({ nextAttemptAt: at(3600) })], now)).toBe(30_000);
    expect(refreshDelayMs([message({ status: 'sending', nextAttemptAt: null })], now)).toBe(1_000);
  });
});
