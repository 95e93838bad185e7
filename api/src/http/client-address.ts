import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 part included). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] as string;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/**
 * The client a per-address limit counts: an IPv4 address as it is, also when a dual-stack socket
 * reports it as `::ffff:a.b.c.d`; an IPv6 address by its /64 network (`2001:db8:0:1::/64`), the
 * block one household, phone or server is given: counted one by one, every IPv6 client would
 * have 2^64 addresses to spread its attempts over.
 */
export function clientAddressKey(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const mappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mappedIPv4) {
    const [high = 0, low = 0] = groups.slice(6);
    const ipv4 = [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
    if (isIPv4(ipv4)) return ipv4;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
