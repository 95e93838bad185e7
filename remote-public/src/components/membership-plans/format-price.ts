const tryFormat = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price in Turkish lira as Turkish readers write it: 30000 → "30.000,00 TL" (design.md §2). */
export function formatPrice(amount: number, currency: string): string {
  return `${tryFormat.format(amount)} ${currency}`;
}
