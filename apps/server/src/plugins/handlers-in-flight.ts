import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

/** The route handlers still running, for a stop to wait on before it closes the database. */
export type HandlersInFlight = {
  /** How many handlers are running now. */
  count(): number;
  /** Resolves once no handler is running. */
  finished(): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    handlersInFlight: HandlersInFlight;
  }
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';

/**
 * Counts every route handler from its call to its end. app.close() waits for the connections, not for
 * the handlers: a worker whose phone lost its signal mid-request has no connection left, yet its
 * handler goes on writing. close-server.ts waits for these before it closes the database, so that such
 * a request finishes its work instead of failing half-way on a closed database. Register it before
 * the routes: it wraps those added after it.
 */
export const handlersInFlight = fastifyPlugin(
  async (app: FastifyInstance) => {
    let running = 0;
    let waiting: (() => void)[] = [];
    const ended = () => {
      running -= 1;
      if (running > 0) return;
      const wake = waiting;
      waiting = [];
      for (const resolve of wake) resolve();
    };
    app.decorate('handlersInFlight', {
      count: () => running,
      finished: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
    });
    app.addHook('onRoute', (route) => {
      const handler = route.handler;
      // Not async itself: a handler that answers synchronously keeps doing so.
      const counted: RouteHandlerMethod = function (request, reply) {
        running += 1;
        let result: unknown;
        try {
          result = handler.call(this, request, reply);
        } catch (error) {
          ended();
          throw error;
        }
        if (!isThenable(result)) {
          ended();
          return result;
        }
        return Promise.resolve(result).finally(ended);
      };
      route.handler = counted;
    });
  },
  { name: 'handlers-in-flight', fastify: '5.x' },
);
