import net from 'node:net';
import { ValidationError } from '../errors.js';

/** Parses "10.0.0.0/8", "2001:db8::/32" or a single address into a normalised CIDR; undefined if invalid. */
export function parseRange(range: string): string | undefined {
  const [addr, prefixText, ...rest] = range.trim().split('/');
  if (!addr || rest.length > 0) return undefined;
  const family = net.isIP(addr);
  if (family === 0) return undefined;
  const max = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max || (prefixText !== undefined && !/^\d+$/.test(prefixText))) return undefined;
  return `${addr}/${prefix}`;
}

export function normaliseRanges(ranges: string[]): string[] {
  const out: string[] = [];
  ranges.forEach((r, i) => {
    const parsed = parseRange(r);
    if (!parsed) throw new ValidationError([{ path: `/allowed_ranges/${i}`, message: 'must be an IP address or a CIDR range' }]);
    out.push(parsed);
  });
  return [...new Set(out)];
}

/** An IPv4 client seen through an IPv6 socket arrives as ::ffff:a.b.c.d: the IPv4 address it is. */
export function unmappedAddress(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}

/** Whether the address is inside one of the ranges; no ranges (null) allows every address. */
export function addressAllowed(address: string, ranges: string[] | null): boolean {
  if (ranges === null) return true;
  const list = new net.BlockList();
  for (const r of ranges) {
    const [addr, prefix] = r.split('/');
    list.addSubnet(addr!, Number(prefix), net.isIP(addr!) === 6 ? 'ipv6' : 'ipv4');
  }
  const plain = unmappedAddress(address);
  const family = net.isIP(plain);
  if (family === 0) return false;
  return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}
