import type { ExampleSortField, SortDirection } from '@sportif/contract';

export interface ExampleSort {
  field: ExampleSortField;
  direction: SortDirection;
}

/** Newest first: a record just added is at the top of the first page. */
export const defaultExampleSort: ExampleSort = { field: 'number', direction: 'desc' };

/** A click on a column's header: the same column turns around, another one starts ascending. */
export function nextSort(current: ExampleSort, field: ExampleSortField): ExampleSort {
  if (current.field !== field) return { field, direction: 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/** The header's aria-sort for `field`. */
export function ariaSort(current: ExampleSort, field: ExampleSortField): 'ascending' | 'descending' | 'none' {
  if (current.field !== field) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
