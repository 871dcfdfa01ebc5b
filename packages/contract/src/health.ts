import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['reachable', 'unreachable']),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
