/**
 * A price in Turkish lira as Turkish readers write it: 30000 → "30.000,00 TL"
 * (docs/decisions/0007-price-format.md). Spelled out rather than with Intl.NumberFormat('tr-TR'):
 * its first use loads the locale's data during the home page's first render, for two prices.
 */
export function formatPrice(amount: number, currency: string): string {
  const [whole = '0', fraction = '00'] = amount.toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${grouped},${fraction} ${currency}`;
}
