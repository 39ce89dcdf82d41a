import { z } from 'zod';

/** One audited change of a record (a history tab's row): what, by whom, when; newest first. */
export const historyEntrySchema = z.object({
  id: z.int32(),
  action: z.string(),
  changes: z
    .record(z.string(), z.object({ from: z.unknown().optional(), to: z.unknown().optional() }))
    .nullable(),
  userDisplayName: z.string().nullable(),
  at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
