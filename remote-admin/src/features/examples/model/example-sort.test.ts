import { describe, expect, it } from 'vitest';
import { ariaSort, defaultExampleSort, nextSort } from './example-sort';

describe('nextSort', () => {
  it('turns the sorted column around and starts another column ascending', () => {
    expect(defaultExampleSort).toEqual({ field: 'number', direction: 'desc' });
    expect(nextSort(defaultExampleSort, 'number')).toEqual({ field: 'number', direction: 'asc' });
    expect(nextSort(defaultExampleSort, 'field1')).toEqual({ field: 'field1', direction: 'asc' });
    expect(nextSort({ field: 'field1', direction: 'asc' }, 'field1')).toEqual({
      field: 'field1',
      direction: 'desc',
    });
    expect(nextSort({ field: 'field1', direction: 'desc' }, 'field2')).toEqual({
      field: 'field2',
      direction: 'asc',
    });
  });
});

describe('ariaSort', () => {
  it('names the direction of the sorted column only', () => {
    expect(ariaSort({ field: 'field2', direction: 'asc' }, 'field2')).toBe('ascending');
    expect(ariaSort({ field: 'field2', direction: 'desc' }, 'field2')).toBe('descending');
    expect(ariaSort({ field: 'field2', direction: 'desc' }, 'number')).toBe('none');
  });
});
