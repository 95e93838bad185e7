import { contentSeed } from '@sportif/contract/content-seed';
import { describe, expect, it } from 'vitest';
import { membershipTexts } from '../../content/membership-content';
import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('groups thousands with a dot and shows two decimals after a comma', () => {
    expect(formatPrice(30_000, 'TL')).toBe('30.000,00 TL');
    expect(formatPrice(55_000, 'TL')).toBe('55.000,00 TL');
    expect(formatPrice(1234.5, 'TL')).toBe('1.234,50 TL');
    expect(formatPrice(999, 'TL')).toBe('999,00 TL');
    expect(formatPrice(1_250_000.456, 'TL')).toBe('1.250.000,46 TL');
  });

  it('gives the two seeded yearly memberships the prices of docs/requirements.md §9', () => {
    expect(
      contentSeed.membership.plans.map((plan) => formatPrice(plan.priceTry, membershipTexts.currency)),
    ).toEqual(['30.000,00 TL', '55.000,00 TL']);
  });
});
