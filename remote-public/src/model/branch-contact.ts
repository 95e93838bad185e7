import type { PublicBranch } from '@sportif/contract/content';

/** The address as one line, as the pages show it: `street, postalCode district/city`. */
export const addressLine = ({ street, postalCode, district, city }: PublicBranch): string =>
  `${street}, ${postalCode} ${district}/${city}`;

/** A phone number as written (`+90 312 235 14 07`, `0312 235 14 07`) as a `tel:` link: its digits, and the + if it has one. */
export const telHref = (phone: string): string =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
