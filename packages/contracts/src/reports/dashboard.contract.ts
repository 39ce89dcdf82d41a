import { z } from 'zod';
import { businessDate } from '../common/dates';

/**
 * GET /v1/dashboard: the home page's counts for the signed-in user. A section the user may not read is
 * left out (not refused), so every role gets an answer with only what it may see:
 * - todaysJobs (jobs read): jobs scheduled today in the company's time zone; everyone's with full access
 *   to jobs (office, dispatch), only the user's own (assigned to them) with read access (technicians);
 * - unassignedJobs (jobs full): open jobs with nobody assigned;
 * - overdueInvoices (invoices read): open invoices due before today, with their balance;
 * - billsToApprove (vendor bills read): bills Pending Approval, with their total;
 * - lowStock (inventory read): item and warehouse pairs whose available stock is below the minimum.
 */
const count = z.int32().min(0);
export const dashboardSchema = z.object({
  /** Today in the company's time zone: the day the counts are for (links filter lists by it). */
  today: businessDate,
  /** The signed-in user, for links that filter by "assigned to me". */
  userId: z.int32(),
  todaysJobs: z.object({ scope: z.enum(['all', 'mine']), count }).optional(),
  unassignedJobs: z.object({ count }).optional(),
  overdueInvoices: z.object({ count, amount: z.string() }).optional(),
  billsToApprove: z.object({ count, amount: z.string() }).optional(),
  lowStock: z.object({ count }).optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
