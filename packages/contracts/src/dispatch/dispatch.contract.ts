import { z } from 'zod';
import { businessDate } from '../common/dates';

/**
 * The dispatch board (issue 18 item 2): technicians as rows, their visits (the jobs' calendar events,
 * the same rows, never a copy), their busy blocks and the lane of unassigned open jobs.
 * docs/decisions/025-dispatch-board.md.
 */

export const DISPATCH_MESSAGES = {
  rangeTooLong: 'The board shows at most 14 days.',
  toBeforeFrom: 'The end date must be on or after the start date.',
  endBeforeStart: 'The end must be after the start.',
  notTechnician: 'Choose an active technician.',
  visitTooLong: 'A visit can be at most 24 hours long.',
} as const;

/** How many days the board shows at most. */
export const MAX_BOARD_DAYS = 14;
/** Default length of a visit dragged from the lane (no job type carries a duration yet). */
export const DEFAULT_VISIT_MINUTES = 120;
/** The board asks for changes this often (ms). */
export const DISPATCH_POLL_MS = 3000;

const id = z.coerce.number().check(z.int32()).positive();
const instant = z.iso.datetime({ offset: true, message: 'Enter a date and time (ISO 8601).' });

export const boardQuerySchema = z
  .object({
    from: businessDate,
    to: businessDate,
    teamId: id.optional(),
    officeId: id.optional(),
    zoneId: id.optional(),
    jobTypeId: id.optional(),
    urgencyId: id.optional(),
    laneOffset: z.coerce.number().check(z.int32()).min(0).default(0),
    laneLimit: z.coerce.number().check(z.int32()).min(1).max(200).default(50),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: DISPATCH_MESSAGES.toBeforeFrom });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1 > MAX_BOARD_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: DISPATCH_MESSAGES.rangeTooLong });
  });
export type BoardQuery = z.input<typeof boardQuerySchema>;

const ref = z.object({ id: z.int32(), name: z.string() });
const hoursSchema = z.object({
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  isClosed: z.boolean(),
});

export const boardTechnicianSchema = z.object({
  userId: z.int32(),
  employeeId: z.int32(),
  name: z.string(),
  office: ref.nullable(),
  teams: z.array(ref),
  zones: z.array(ref),
});
export type BoardTechnician = z.infer<typeof boardTechnicianSchema>;

const jobCard = {
  jobId: z.int32(),
  jobNumber: z.string(),
  jobName: z.string(),
  customer: ref,
  address: z.string(),
  zone: ref.nullable(),
  jobType: ref,
  urgency: ref.extend({ color: z.string() }).nullable(),
  status: z.string(),
};

/**
 * A visit on the board as it travels: its job's card is in the board's `jobs`, once per job (a week of
 * visits repeats each job several times).
 */
export const boardVisitSchema = z.object({
  id: z.int32(),
  userId: z.int32(),
  jobId: z.int32(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  version: z.int32(),
  /** The location's hours of operation on the visit's day (company time zone); null when none are set. */
  hours: hoursSchema.nullable(),
});
export type BoardVisitRow = z.infer<typeof boardVisitSchema>;

export const boardBusySchema = z.object({
  userId: z.int32(),
  start: z.string(),
  end: z.string(),
  label: z.string(),
  kind: z.string(),
});
export type BoardBusy = z.infer<typeof boardBusySchema>;

export const laneJobSchema = z.object(jobCard);
export type LaneJob = z.infer<typeof laneJobSchema>;

/** A visit with its job's card, as the board's screens show it. */
export type BoardVisit = BoardVisitRow & LaneJob;

export const boardSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The company's IANA time zone: the board's hours are its hours. */
  timezone: z.string(),
  revision: z.number(),
  technicians: z.array(boardTechnicianSchema),
  visits: z.array(boardVisitSchema),
  /** The cards of the visits' jobs. */
  jobs: z.array(laneJobSchema),
  busy: z.array(boardBusySchema),
  unassigned: z.object({ data: z.array(laneJobSchema), count_filtered: z.int32() }),
});
export type Board = z.infer<typeof boardSchema>;

/** The board's visits joined to their job cards (a visit whose job card is missing is left out). */
export function boardVisits(board: Pick<Board, 'visits' | 'jobs'>): BoardVisit[] {
  const card = new Map(board.jobs.map((j) => [j.jobId, j]));
  return board.visits.flatMap((v) => {
    const job = card.get(v.jobId);
    return job ? [{ ...job, ...v }] : [];
  });
}

const visitTimes = <T extends { start: string; end: string }>(b: T) =>
  Date.parse(b.end) > Date.parse(b.start);
const notTooLong = <T extends { start: string; end: string }>(b: T) =>
  Date.parse(b.end) - Date.parse(b.start) <= 86_400_000;

export const createVisitBodySchema = z
  .object({
    jobId: z.int32().positive(),
    userId: z.int32().positive(),
    start: instant,
    end: instant,
    override: z.boolean().optional(),
  })
  .refine(visitTimes, { path: ['end'], message: DISPATCH_MESSAGES.endBeforeStart })
  .refine(notTooLong, { path: ['end'], message: DISPATCH_MESSAGES.visitTooLong });
export type CreateVisitBody = z.input<typeof createVisitBodySchema>;

export const moveVisitBodySchema = z
  .object({
    userId: z.int32().positive(),
    start: instant,
    end: instant,
    version: z.int32(),
    override: z.boolean().optional(),
  })
  .refine(visitTimes, { path: ['end'], message: DISPATCH_MESSAGES.endBeforeStart })
  .refine(notTooLong, { path: ['end'], message: DISPATCH_MESSAGES.visitTooLong });
export type MoveVisitBody = z.input<typeof moveVisitBodySchema>;

export const visitParamsSchema = z.object({ id });

export const changesQuerySchema = z.object({
  since: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export const changesSchema = z.object({ revision: z.number(), changed: z.boolean() });
export type DispatchChanges = z.infer<typeof changesSchema>;
