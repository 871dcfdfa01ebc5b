// The package ships no types; these describe what its README documents (one entry per metric family).
declare module 'parse-prometheus-text-format' {
  /** One sample of a family: `value` for counters and gauges; buckets, count and sum for histograms. */
  export type PrometheusSample = {
    labels?: Record<string, string>;
    value?: string;
    buckets?: Record<string, string>;
    quantiles?: Record<string, string>;
    count?: string;
    sum?: string;
  };
  export type PrometheusMetricFamily = {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: PrometheusSample[];
  };
  export default function parsePrometheusTextFormat(text: string): PrometheusMetricFamily[];
}
