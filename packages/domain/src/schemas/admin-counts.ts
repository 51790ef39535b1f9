import { z } from 'zod';

const Count = z.number().int().min(0);

/**
 * GET /admin/counts, and each `counts` event of GET /admin/counts/stream (issue 17 §2): what waits
 * for an admin, shown beside the navigation, and how many rows each admin list holds in all, from
 * which a list screen tells how many arrived since it loaded ("3 new – show").
 */
export const AdminCountsSchema = z.object({
  queries: z.object({ unread: Count, total: Count }),
  partners: z.object({ pending: Count, total: Count }),
  promotions: z.object({ pending: Count, total: Count }),
});
export type AdminCounts = z.infer<typeof AdminCountsSchema>;

/** The admin lists whose new rows a screen can announce. */
export type AdminCountedList = keyof AdminCounts;
