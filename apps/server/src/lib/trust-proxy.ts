import type { Config } from '../config.ts';

type TrustProxyFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy` option from TRUST_PROXY. Fastify 5 ignores a bare hop count (it "fails closed"
 * because a count cannot tell the proxy from a client reaching the app directly), so a count becomes a
 * trust function over the hop number: request.ip is then the address the nearest `count` proxies were
 * given, as Express's `trust proxy = count`. Safe only when the app is reachable through those proxies
 * alone; otherwise TRUST_PROXY lists the proxies' addresses (decision 15).
 */
export function toFastifyTrustProxy(setting: Config['trustProxy']): false | string[] | TrustProxyFunction {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
