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

/**
 * Serves the built web app with an SPA fallback: any unknown non-API GET answers index.html,
 * any unknown `/api` path a JSON 404.
 */
export const webApp = fastifyPlugin(
  async (app: FastifyInstance) => {
    const { webDistDir } = app.config;
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
      if (webDistDir === undefined || !isPage || request.url.startsWith('/api')) {
        return reply.code(404).send({ message: 'Not found' } satisfies ErrorResponse);
      }
      if (isUnindexedPage(request.url)) void reply.header('x-robots-tag', 'noindex');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app', fastify: '5.x', dependencies: ['app-context', 'error-handler'] },
);
