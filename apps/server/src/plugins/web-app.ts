import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { ErrorResponse } from '@crane/contract';

/**
 * Pages that search engines must not index: the public certificate check (issue 13) names a worker,
 * and a one-time licence upload link (issue 15) opens a worker's licence form. The page says so in its
 * own <meta>, for crawlers that run scripts; the header tells the others.
 */
const isUnindexedPage = (url: string) => url.startsWith('/verify/') || url.startsWith('/licence-upload/');

/** What the web build lists for each address of its route table (apps/web/build/route-preloads.ts). */
type RoutePreloads = { routes: Array<{ path: string; files: string[] }> };

/**
 * The page each address answers: index.html naming, as module preloads, the files the address's
 * screen loads, so a phone fetches them with the entry instead of after it has run (decision 35). An
 * address the build does not list (the landing, a 404) gets index.html as built.
 */
export function pagesOf(webDistDir: string): (pathname: string) => string {
  const indexHtml = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const listFile = path.join(webDistDir, '.vite', 'route-preloads.json');
  if (!fs.existsSync(listFile) || !indexHtml.includes('</head>')) return () => indexHtml;
  const { routes } = JSON.parse(fs.readFileSync(listFile, 'utf8')) as RoutePreloads;
  const pages = routes.map(({ path: address, files }) => ({
    pattern: new RegExp(`^${address.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
    html: indexHtml.replace(
      '</head>',
      `${files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')}</head>`,
    ),
  }));
  return (pathname) => pages.find((page) => page.pattern.test(pathname))?.html ?? indexHtml;
}

/**
 * Serves the built web app with an SPA fallback: any unknown non-API GET answers index.html (with the
 * address's preloads), any unknown `/api` path a JSON 404.
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
        setHeaders(response, filePath) {
          const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
          response.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (pageAt === undefined || !isPage || request.url.startsWith('/api')) {
        return reply.code(404).send({ message: 'Not found' } satisfies ErrorResponse);
      }
      if (isUnindexedPage(request.url)) void reply.header('x-robots-tag', 'noindex');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(pageAt(request.url.split('?')[0]!));
    });
  },
  { name: 'web-app', fastify: '5.x', dependencies: ['app-context', 'error-handler'] },
);
