import type { DeliveryStatus, MessageState } from '@sportif/contract';

/** The filters of Mesajlar as the toolbar holds them; each blank for all (the API filters). */
export interface MessageFilters {
  search: string;
  subject: string;
  state: MessageState | '';
  delivery: DeliveryStatus | '';
}

export const noFilters: MessageFilters = { search: '', subject: '', state: '', delivery: '' };

/** One key per set of filters: a new one starts the list again at its first page. */
export const filtersKey = (filters: MessageFilters): string => JSON.stringify(filters);

export const isFiltered = (filters: MessageFilters): boolean => filtersKey(filters) !== filtersKey(noFilters);

/** Saves `text` as a file the browser downloads (the CSV export). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
