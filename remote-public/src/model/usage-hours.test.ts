import { contentRevisionOf } from '@sportif/contract/content-publishing';
import { contentSeed } from '@sportif/contract/content-seed';
import { describe, expect, it } from 'vitest';
import { addressLine, telHref } from './branch-contact';
import { clubUsageHours, hoursSentence } from './usage-hours';

const { content } = contentRevisionOf(contentSeed);

describe('the usage hours, one fact for the footer, the branch details and the membership box', () => {
  it('are one list while both branches keep the same hours, as seeded (the footer reading)', () => {
    const [only, ...others] = clubUsageHours(content.hours);
    expect(others).toEqual([]);
    expect(only?.branch).toBeUndefined();
    expect(hoursSentence(only?.lines ?? [])).toBe('Hafta içi 07:00-22:00, hafta sonu 08:00-21:00');
  });

  it('are a list per branch once they differ', () => {
    const hours = {
      ...content.hours,
      cukurambar: { ...content.hours.cukurambar, weekend: { start: '09:00', end: '20:00' } },
    };
    const groups = clubUsageHours(hours);
    expect(groups.map((group) => [group.branch, hoursSentence(group.lines)])).toEqual([
      ['umitkoy', 'Hafta içi 07:00-22:00, hafta sonu 08:00-21:00'],
      ['cukurambar', 'Hafta içi 07:00-22:00, hafta sonu 09:00-20:00'],
    ]);
  });
});

describe("a branch's contact details", () => {
  it('write the address as one line and the phone as a tel: link', () => {
    expect(addressLine(content['branch.umitkoy'])).toBe(
      'Ümitköy Mahallesi, 2432. Cadde No: 18, 06810 Yenimahalle/Ankara',
    );
    expect(telHref('+90 312 235 14 07')).toBe('tel:+903122351407');
    expect(telHref('0 (312) 287-62-19')).toBe('tel:03122876219');
  });
});
