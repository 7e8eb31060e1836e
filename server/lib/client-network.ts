/**
 * The network a client address belongs to, the unit every abuse limit counts. One home or phone gets a whole IPv6
 * /64 (often a /56 or /48 for a site), so counting full IPv6 addresses lets one client void every limit by
 * changing its last 64 bits. IPv4 addresses (and IPv4-mapped IPv6 ones) count one by one: many people share one.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The prefix length a limit counts IPv6 clients by: 64 for ordinary limits, 48 for the coarsest. */
export type Ipv6Prefix = 64 | 48;

/** The eight 16-bit groups of an IPv6 address, as numbers; undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.split('%')[0]!;
  if (!isIPv6(bare)) return undefined;
  const [head, tail] = bare.includes('::') ? bare.split('::') : [bare, undefined];
  const parse = (part: string | undefined): number[] => {
    if (!part) return [];
    const groups: number[] = [];
    for (const piece of part.split(':')) {
      if (isIPv4(piece)) {
        const [a, b, c, d] = piece.split('.').map(Number) as [number, number, number, number];
        groups.push((a << 8) | b, (c << 8) | d);
      } else groups.push(parseInt(piece, 16));
    }
    return groups;
  };
  const first = parse(head);
  const last = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - first.length - last.length).fill(0);
  return [...first, ...zeros, ...last];
}

/**
 * The key of `address`'s network: the address itself for IPv4, its first `prefix` bits for IPv6
 * (`2001:db8:0:1::/64`). Anything else (a test's made-up address) is returned unchanged.
 */
export function clientNetwork(address: string, prefix: Ipv6Prefix = 64): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // ::ffff:a.b.c.d is an IPv4 client seen through a dual-stack socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  const kept = groups.slice(0, prefix / 16).map((g) => g.toString(16));
  return `${kept.join(':')}::/${prefix}`;
}
