/**
 * Whether an IP address is on the public internet: the one address check of every outbound fetch (the PDF
 * proxy, admin ingest). Loopback, private, link-local (the cloud metadata address 169.254.169.254), shared,
 * multicast, reserved and documentation ranges are refused, and so is every IPv6 form that carries an IPv4
 * address (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, translated `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::/96`,
 * 6to4 `2002:AABB:CCDD::`) when the IPv4 inside is not public. The local-use NAT64 prefix `64:ff9b:1::/48` and
 * Teredo `2001::/32` are refused outright: where their IPv4 lies depends on the network, so it cannot be read.
 * Checked after DNS resolution, with the connection pinned to the checked address.
 */
import net from 'node:net';

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv4');
}
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:2::', 48],
  ['2001:10::', 28],
  ['2001:20::', 28],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['5f00::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(prefix, bits, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 counts as two). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    if (net.isIP(dotted[1]!) !== 4) return null;
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, extra] = text.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const dottedQuad = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/** The IPv4 address an IPv6 address carries (mapped, compatible, translated, NAT64 well-known, 6to4), if any. */
export function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (!g) return null;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return dottedQuad(g[6]!, g[7]!); // ::ffff:v4, ::v4
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return dottedQuad(g[6]!, g[7]!); // ::ffff:0:v4
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return dottedQuad(g[6]!, g[7]!); // 64:ff9b::v4
  if (g[0] === 0x2002) return dottedQuad(g[1]!, g[2]!); // 6to4
  return null;
}

/** True only for a syntactically valid, globally routable unicast address. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  const family = net.isIP(bare);
  if (family === 4) return !blocked.check(bare, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(bare);
  if (v4) return isPublicAddress(v4);
  return !blocked.check(bare, 'ipv6');
}
