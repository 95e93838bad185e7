import { describe, expect, it } from 'vitest';
import { anchorId } from './anchor-id';

describe('anchorId', () => {
  it('reads the id of the anchor, decoded', () => {
    expect(anchorId('#iletisim')).toBe('iletisim');
    expect(anchorId('#%C3%BCyelik')).toBe('üyelik');
  });

  it('is null without an anchor or for one that is not decodable', () => {
    expect(anchorId('')).toBeNull();
    expect(anchorId('#')).toBeNull();
    expect(anchorId('#%E0%A4%A')).toBeNull();
  });
});
