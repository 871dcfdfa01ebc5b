import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { directionOf, languages, type ErrorResponse, type Language } from '@crane/contract';
import { requestLanguage } from '../lib/request-language.ts';

/**
 * Pages that search engines must not index: the public certificate check (issue 13) names a worker,
 * and a one-time licence upload link (issue 15) opens a worker's licence form. The page says so in its
 * own <meta>, for crawlers that run scripts; the header tells the others.
 */
const isUnindexedPage = (url: string) => url.startsWith('/verify/') || url.startsWith('/licence-upload/');

/** What the web build lists for each address of its route table (apps/web/build/route-preloads.ts). */
type RoutePreloads = { routes: Array<{ path: string; files: string[] }> };

/** The part of Vite's manifest that names each language's compiled catalog (decision 36). */
type Manifest = Record<string, { file: string }>;

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

/**
 * The page each address answers, in a language: index.html naming, as module preloads, the files the
 * address's screen loads, so a phone fetches them with the entry instead of after it has run (decision
 * 35); and the language's messages as a preload, with `lang` and `dir` on `<html>` so that the page is
 * laid out in its direction from the first paint (decision 36). An address the build does not list (the
 * landing, a 404) gets no module preloads.
 */
export function pagesOf(webDistDir: string): (pathname: string, language: Language) => string {
  const indexHtml = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  if (!indexHtml.includes('</head>')) return () => indexHtml;
  const routes = readJson<RoutePreloads>(path.join(webDistDir, '.vite', 'route-preloads.json'))?.routes ?? [];
  const manifest = readJson<Manifest>(path.join(webDistDir, '.vite', 'manifest.json')) ?? {};
  const addresses = routes.map(({ path: address, files }) => ({
    pattern: new RegExp(`^${address.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
    links: files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join(''),
  }));
  const pageIn = (links: string, language: Language) => {
    const catalog = manifest[`src/locales/${language}.json`]?.file;
    const catalogLink = catalog ? `<link rel="preload" as="fetch" crossorigin href="/${catalog}">` : '';
    return indexHtml
      .replace(/<html[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`)
      .replace('</head>', `${links}${catalogLink}</head>`);
  };
  const pages = new Map<string, string>();
  for (const language of languages) {
    pages.set(`|${language}`, pageIn('', language));
    addresses.forEach(({ links }, index) => pages.set(`${index}|${language}`, pageIn(links, language)));
  }
  return (pathname, language) => {
    const index = addresses.findIndex(({ pattern }) => pattern.test(pathname));
    return pages.get(`${index === -1 ? '' : index}|${language}`)!;
  };
}

/**
 * Serves the built web app with an SPA fallback: any unknown non-API GET answers index.html (with the
 * address's preloads), any unknown `/api` path (and any other unknown method) a JSON 404.
 */
export const webApp = fastifyPlugin(
  async (app: FastifyInstance) => {
    const { webDistDir } = app.config;
    const pageAt = webDistDir === undefined ? undefined : pagesOf(webDistDir);
    if (webDistDir !== undefined) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        // The build writes a .br and a .gz beside each text file (apps/web/build/precompress.ts): the
        // smallest the browser accepts is sent, with Vary: Accept-Encoding (decision 32).
        preCompressed: true,
        index: false,
        // A route for each file of the build, found once at start, instead of one route for every
        // address: that route looked each request's path up in the build's folders (a directory read a
        // segment), and answered 403 for a name longer than a file's name can be; any other address is
        // now the page, by the route below (decision 55). The .br and .gz copies need no route of their
        // own: the route of their file sends them (a third of the routes, and of the time they take to add).
        wildcard: false,
        globIgnore: ['**/*.br', '**/*.gz'],
        setHeaders(response, filePath) {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      if (isUnindexedPage(request.url)) void reply.header('x-robots-tag', 'noindex');
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(pageAt!(request.url.split('?')[0]!, requestLanguage(request)));
    };
    // Every address that is not a file of the build nor an API route is a page, `/` too (in the worker's
    // language, not index.html as built). A route, not the not-found handler, so that the page is
    // compressed like every other answer (@fastify/compress hooks routes only).
    if (pageAt !== undefined) {
      app.get('/*', { schema: { hide: true } }, (request, reply) =>
        request.url.startsWith('/api') ? reply.callNotFound() : sendPage(request, reply),
      );
    }
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' } satisfies ErrorResponse));
  },
  { name: 'web-app', fastify: '5.x', dependencies: ['app-context', 'error-handler'] },
);
