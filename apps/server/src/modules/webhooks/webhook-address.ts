import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach unless WEBHOOKS_ALLOW_PRIVATE is true (issue 17 §3): the machine
 * itself, private and shared networks, link-local (the cloud's metadata service), and the like, so
 * that a registered URL cannot be used to probe the inside of the network.
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(network, prefix, 'ipv4');
// IPv6 ranges that carry an IPv4 address inside them (IPv4-compatible, NAT64, 6to4, Teredo) are refused
// whole: a NAT64 gateway turns 64:ff9b::7f00:1 into 127.0.0.1, and no webhook receiver needs them.
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is internal (IPv4-mapped IPv6 addresses judged as their IPv4). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  const version = isIP(address);
  if (version === 0) return true;
  return internal.check(address, version === 4 ? 'ipv4' : 'ipv6');
}

/** Why an endpoint's address is refused, or undefined when it may be registered. */
export function addressProblem(url: string, allowPrivate: boolean): string | undefined {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:'))
    return 'The endpoint must be an https:// address';
  if (parsed.username || parsed.password) return 'The address must not hold a user name or password';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (isIP(host) !== 0 ? isInternalAddress(host) : /^localhost$|\.localhost$/i.test(host)))
    return 'The endpoint must be on the internet: private, loopback and link-local addresses are refused';
  return undefined;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The DNS lookup of a delivery's connection: the names are resolved as usual, then refused when any
 * address is internal, so a name that points inside (or is changed to after registration) is never
 * connected to.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const internalAddress = allowPrivate ? undefined : addresses.find((entry) => isInternalAddress(entry.address));
      if (internalAddress) {
        const refused: NodeJS.ErrnoException = new Error(
          `${hostname} resolves to an internal address (${internalAddress.address}); not sent`,
        );
        refused.code = 'EINTERNALADDRESS';
        return callback(refused, []);
      }
      if ((options as { all?: boolean }).all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}
