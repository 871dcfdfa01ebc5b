import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** The security headers of every answer, by lower-case name. */
export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * Helmet's security headers on every answer. They do not depend on the request, so helmet runs once,
 * at start (`helmetHeaders`), and each answer gets the headers it produced: @fastify/helmet rebuilt the
 * middleware and its policy text on every request, a fifth of the cost of a progress save
 * (scripts/bench.mjs). The answers Fastify writes before any hook get them from
 * `lib/framework-errors.ts`.
 *
 * An API answer is also `Cache-Control: no-store` unless its route sets its own (stored files, the
 * certificate check): most carry personal data, which a shared site-office computer's browser must
 * not keep on disk. The service worker's copies of the worker's own progress (decision 38) are kept
 * by the worker's browser on purpose, through the Cache API, which does not read this header.
 */
export const securityHeaders = fastifyPlugin(
  async (app: FastifyInstance, { headers }: { headers: SecurityHeaders }) => {
    const apiHeaders = { ...headers, 'cache-control': 'no-store' };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/api/') ? apiHeaders : headers);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x', dependencies: ['app-context'] },
);

/** The headers helmet sets, read by running its middleware against a response that records them. */
export function helmetHeaders(config: Config): SecurityHeaders {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  const setHeaders = helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } });
  setHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** The policy the web app runs under: no inline or foreign scripts. */
function contentSecurityPolicy(config: Config) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Radix and sonner set inline style attributes and one style element at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
  };
}
