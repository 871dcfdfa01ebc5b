import { isIPv6 } from 'node:net';

/**
 * The network a client address is counted by, wherever requests are limited per client: an IPv4 address
 * is itself; an IPv6 subscriber usually holds a whole /64 (2^64 addresses), so IPv6 counts by its /64
 * network (`2001:db8:1:2::/64`); an IPv4-mapped IPv6 address counts as its IPv4 address (decision 15).
 */
export function clientNetwork(ip: string): string {
  const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
  if (mappedIpv4) return mappedIpv4;
  if (!isIPv6(ip)) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded, without leading zeros (any zone id dropped). */
function expandIpv6(ip: string): string[] {
  const [head = '', tail] = (ip.split('%')[0] ?? '').split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  return [...headGroups, ...zeros, ...tailGroups].map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
}
