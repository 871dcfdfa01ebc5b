import { z } from 'zod';

const ReachabilitySchema = z.enum(['reachable', 'unreachable']);

/** GET /api/health: the process answers and reaches its database (cheap, for a liveness probe). */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: ReachabilitySchema,
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * GET /api/health/ready: whether this instance can serve requests, for a load balancer; `status` is
 * `error` (answered with 503) when either the database or the file storage cannot be reached.
 */
export const ReadinessResponseSchema = HealthResponseSchema.extend({
  storage: ReachabilitySchema,
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;
