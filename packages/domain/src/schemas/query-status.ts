import { z } from 'zod';
import { QUERY_STATUSES } from '../constants.ts';
import { choice, requiredText } from './fields.ts';

/**
 * PATCH /queries/{id}/status: either a new status or `action: 'revert'` (back to the status before
 * the last change). Whether the move is allowed is the state machine's call, not the schema's.
 * `expectedStatus` is the status the admin saw; a query that has moved on since answers 409 with
 * its current state (decision 011).
 */
export const QueryStatusUpdateSchema = z
  .object({
    status: choice(QUERY_STATUSES, 'statusRequired').optional(),
    action: z.literal('revert', { error: 'invalidOption' }).optional(),
    expectedStatus: choice(QUERY_STATUSES, 'statusRequired'),
  })
  .refine((body) => (body.status === undefined) !== (body.action === undefined), {
    path: ['status'],
    error: 'statusRequired',
  });
export type QueryStatusUpdate = z.infer<typeof QueryStatusUpdateSchema>;

/** PATCH /queries/{id}/read. */
export const QueryReadSchema = z.object({ read: z.boolean({ error: 'invalidValue' }).default(true) });
export type QueryRead = z.infer<typeof QueryReadSchema>;

/** PUT /queries/{id}/response: the support answer a vendor sees. */
export const QueryResponseSchema = z.object({
  response: requiredText('responseRequired', { max: [2000, 'tooLong'] }),
});
export type QueryResponse = z.infer<typeof QueryResponseSchema>;
