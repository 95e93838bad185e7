import { describe, expect, it } from 'vitest';
import { previewPathOf } from './preview-path';

describe('previewPathOf', () => {
  it('opens the page that shows the part', () => {
    expect(previewPathOf('timetable.umitkoy')).toBe('/umitkoy');
    expect(previewPathOf('branch.cukurambar')).toBe('/cukurambar');
    expect(previewPathOf('policy.kvkk')).toBe('/kvkk');
    expect(previewPathOf('membership')).toBe('/uyelik');
    expect(previewPathOf('schedule')).toBe('/schedule');
    expect(previewPathOf('groupClasses')).toBe('/grup-dersleri');
    expect(previewPathOf('banner')).toBe('/');
  });
});
