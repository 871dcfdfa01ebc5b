import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat, { type PrometheusMetricFamily } from 'parse-prometheus-text-format';
import { expect } from 'vitest';

/** Scrapes the app's /metrics and parses the text with an independent Prometheus parser. */
export async function scrape(app: FastifyInstance, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = parsePrometheusTextFormat(response.body);
  // The parser folds the labelled series of a histogram into one, keeping only `le`; without the TYPE
  // line it reads each _bucket, _sum and _count sample with all its labels.
  const samples = parsePrometheusTextFormat(response.body.replace(/^# TYPE \S+ histogram$/gm, '')).flatMap((family) =>
    family.metrics.map((metric) => ({ name: family.name, ...metric })),
  );
  const family = (name: string): PrometheusMetricFamily => {
    const found = families.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no ${name} in the scrape`);
    return found;
  };
  const find = (name: string, labels: Record<string, string>) =>
    samples.filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([label, wanted]) => sample.labels?.[label] === wanted),
    );
  return {
    family,
    /** Every sample of this name having these labels (and maybe others). */
    find,
    /** The value of the first sample of this name having these labels (and maybe others), or undefined. */
    value: (name: string, labels: Record<string, string> = {}) => {
      const [sample] = find(name, labels);
      return sample?.value === undefined ? undefined : Number(sample.value);
    },
  };
}
