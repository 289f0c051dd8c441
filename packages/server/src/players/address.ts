/**
 * The key an address's limits count by: an IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4), an IPv6
 * address by its /64 — the block one subscriber line or one host is given, so an attacker cannot step through 2^64
 * addresses of its own to get a fresh budget at each (RFC 6177; rate limiters by /64 are the usual practice).
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  const [head = '', tail] = address.split('::');
  const h = head === '' ? [] : head.split(':');
  const t = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined ? h : [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}
