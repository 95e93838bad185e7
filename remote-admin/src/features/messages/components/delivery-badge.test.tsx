import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testMessage } from '../model/test-message';
import { DeliveryBadge } from './delivery-badge';

afterEach(cleanup);

const message = testMessage;

describe('DeliveryBadge', () => {
  it('shows a message kept on the server as stored and not sent, apart from a delivered one', () => {
    const { container } = render(
      <DeliveryBadge message={message({ status: 'stored', storedAt: '2025-03-01T09:30:05.000Z' })} />,
    );
    const state = container.querySelector('[data-delivery]');
    expect(state?.getAttribute('data-delivery')).toBe('stored');
    expect(state?.textContent).toBe(
      'Sunucuda saklandı' +
        'E-posta gönderilmedi (e-posta sunucusu ayarlı değil)' +
        '01.03.2025 12:30:05 tarihinde sunucuya kaydedildi',
    );
    cleanup();

    const delivered = render(
      <DeliveryBadge message={message({ status: 'sent', sentAt: '2025-03-01T09:30:05.000Z' })} />,
    ).container.querySelector('[data-delivery]');
    expect(delivered?.getAttribute('data-delivery')).toBe('sent');
    expect(delivered?.textContent).toBe('Gönderildi01.03.2025 12:30:05 tarihinde teslim edildi');
  });
});
