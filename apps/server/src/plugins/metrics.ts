import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { ErrorResponseSchema } from '@crane/contract';
import { unauthorized } from '../lib/app-error.ts';
import { countedGauges } from '../modules/metrics/metrics.service.ts';

/** Where Prometheus scrapes; outside `/api`, as scrapers expect, and never counted in the request metrics. */
export const metricsUrl = '/metrics';

/**
 * Route label of a request that matched no route: an unknown API address, or a method no route takes. A page
 * of the web app is counted under its route's pattern, `/*`; a file of the build under its own address.
 */
const unmatchedRoute = 'unmatched';

/**
 * This app's metrics: the one place where code adds its own. Create a metric with `registers:
 * [app.metrics.registry]` (never prom-client's global registry: tests build many apps in one process),
 * or use one of the metrics below.
 */
export type AppMetrics = {
  /** This app's registry; GET /metrics answers it together with the process's own metrics. */
  registry: Registry;
  /**
   * Webhook deliveries (issue 17 §3), for the webhook worker to count each attempt once it exists:
   * `event` is the event name (`completion.created`…), `outcome` e.g. `delivered`, `failed` or
   * `gave_up`. Nothing counts it yet, so it has no samples.
   */
  webhookDeliveries: Counter<'event' | 'outcome'>;
};

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * `GET /metrics` in Prometheus's text format: requests by route pattern and status with their
 * durations, the outbox and the records (counted when scraped), webhook deliveries, and the process's
 * own metrics (event-loop lag, CPU, memory, GC). With METRICS_TOKEN set it answers only
 * `Authorization: Bearer <METRICS_TOKEN>`. Register it before the routes: its hook measures those added
 * after it.
 */
export const metrics = fastifyPlugin(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    const processWide = processMetrics();
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames,
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its answer, by method, route pattern and status code.',
      labelNames,
      registers: [registry],
    });
    for (const { name, help, count } of countedGauges) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          try {
            this.set(await count(app.db));
          } catch (error) {
            // Unknown this time (NaN) rather than a false zero; the other metrics are still answered.
            app.log.warn({ err: error }, `metrics: ${name} could not be counted`);
            this.set(Number.NaN);
          }
        },
      });
    }
    app.decorate('metrics', {
      registry,
      webhookDeliveries: new Counter({
        name: 'webhook_deliveries_total',
        help: 'Webhook delivery attempts, by event and outcome.',
        labelNames: ['event', 'outcome'] as const,
        registers: [registry],
      }),
    });

    // Each series' counter and histogram, looked up once: prom-client hashes the labels on every call
    // otherwise, a few per cent of a progress save (scripts/bench.mjs).
    const series = new Map<string, { count: () => void; time: (seconds: number) => void }>();
    app.addHook('onResponse', (request, reply, done) => {
      if (request.routeOptions.url !== metricsUrl) {
        // The pattern (`/api/inductions/:id`), never the address: one series per route, not per id.
        const route = request.is404 ? unmatchedRoute : (request.routeOptions.url ?? unmatchedRoute);
        const key = `${request.method} ${route} ${reply.statusCode}`;
        let measure = series.get(key);
        if (!measure) {
          const labels = { method: request.method, route, status: String(reply.statusCode) };
          const counter = requests.labels(labels);
          const histogram = durations.labels(labels);
          measure = { count: () => counter.inc(), time: (seconds) => histogram.observe(seconds) };
          series.set(key, measure);
        }
        measure.count();
        measure.time(reply.elapsedTime / 1000);
      }
      done();
    });

    const hasMetricsToken = metricsTokenCheck(app.config.metricsToken);
    app.get(
      metricsUrl,
      {
        // Outside /api, so the access plugin lets it through; METRICS_TOKEN, checked here, guards it.
        config: { access: 'public' },
        schema: {
          response: {
            200: z.string().meta({ contentMediaType: 'text/plain' }),
            401: ErrorResponseSchema,
          },
        },
        onRequest: (request, reply, done) => {
          if (hasMetricsToken(request)) return done();
          void reply.header('www-authenticate', 'Bearer');
          done(unauthorized('A valid metrics token is required'));
        },
      },
      async (_request, reply) => {
        const scraped = Registry.merge([registry, processWide]);
        return reply
          .type(scraped.contentType)
          .header('cache-control', 'no-store')
          .send(await scraped.metrics());
      },
    );

    // The process's metrics outlive the app; this app's own go with it.
    app.addHook('onClose', async () => registry.clear());
  },
  { name: 'metrics', fastify: '5.x', dependencies: ['app-context', 'error-handler'] },
);

/** Whether a request carries the metrics token, compared in constant time; every request when there is none. */
function metricsTokenCheck(token: string | undefined): (request: FastifyRequest) => boolean {
  if (token === undefined) return () => true;
  // Digests, so that both sides have one length and the comparison time tells nothing about the token.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  const expected = digest(token);
  return (request) => {
    const presented = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    return presented !== undefined && timingSafeEqual(digest(presented), expected);
  };
}

let processRegistry: Registry | undefined;

/**
 * The process's own metrics (CPU, memory, handles, GC, event-loop lag), collected once per process and
 * shared by its apps: prom-client's collectors start an event-loop delay monitor and a GC observer that
 * it offers no way to stop, so one set per app would pile up in a test run and outlive each app. Neither
 * keeps the process alive.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
