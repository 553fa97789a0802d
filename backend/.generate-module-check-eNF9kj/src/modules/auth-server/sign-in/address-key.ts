import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address that throttling counts by. An IPv4 address as it is (an IPv4-mapped IPv6
 * address, as a dual-stack socket reports IPv4 clients, counts as that IPv4 address); an IPv6 address by
 * its /64 network, because one subscriber gets a whole /64 and could otherwise take a fresh address for
 * every guess. Anything else (no address at all) shares one key, which errs on the side of throttling.
 */
export function addressKey(address: string | undefined): string {
  const value = (address ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(value)) return value;
  if (isIPv6(value)) return `${expandIPv6(value).slice(0, 4).join(':')}::/64`;
  return 'unknown';
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0];
  const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const front = groups(head);
  const back = groups(tail);
  // A trailing dotted IPv4 part stands for two groups.
  const last = back.length > 0 ? back : front;
  const dotted = last.at(-1);
  if (dotted && dotted.includes('.')) {
    const [a, b, c, d] = dotted.split('.').map(Number);
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - front.length - back.length;
  return [...front, ...Array<string>(missing).fill('0'), ...back].map((group) => Number.parseInt(group, 16).toString(16));
}
