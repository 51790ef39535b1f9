import { z } from 'zod';

/** GET /health/live and /health/ready (decision 025): whether the API, and its database, answer. */
export const HealthAnswerSchema = z.object({ status: z.enum(['ok', 'unavailable', 'shutting_down']) });
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;
