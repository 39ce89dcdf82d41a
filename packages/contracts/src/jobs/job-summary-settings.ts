import { z } from 'zod';

/** The job summary's sections (spec 2 §3 Job summary settings), each with an internal and a customer flag. */
export const JOB_SUMMARY_FLAGS = [
  'ShowInvoiceInfo',
  'Items',
  'Equipment',
  'Tasks',
  'Time',
  'Recommendations',
  'Expenses',
  'Signoffs',
  'Checklists',
] as const;
export type JobSummaryFlag = (typeof JOB_SUMMARY_FLAGS)[number];
export type JobSummaryAudience = 'Internal' | 'Customer';
export type JobSummarySettingKey = `JobSummary${JobSummaryFlag}${JobSummaryAudience}`;

export const jobSummarySettingKey = (
  flag: JobSummaryFlag,
  audience: JobSummaryAudience,
): JobSummarySettingKey => `JobSummary${flag}${audience}`;

/** Internal summaries show everything; the customer's copy leaves out time and expenses. */
const HIDDEN_FROM_CUSTOMER: readonly JobSummaryFlag[] = ['Time', 'Expenses'];

const entries = JOB_SUMMARY_FLAGS.flatMap((flag) =>
  (['Internal', 'Customer'] as const).map((audience) => ({
    key: jobSummarySettingKey(flag, audience),
    flag,
    audience,
    fallback: audience === 'Internal' || !HIDDEN_FROM_CUSTOMER.includes(flag),
  })),
);

/** Organization settings JobSummary<Flag>Internal / JobSummary<Flag>Customer (booleans). */
export const jobSummarySettingValues = Object.fromEntries(entries.map((e) => [e.key, z.boolean()])) as Record<
  JobSummarySettingKey,
  z.ZodBoolean
>;
export const jobSummarySettingSchemas = Object.fromEntries(
  entries.map((e) => [e.key, z.boolean().default(e.fallback)]),
) as Record<JobSummarySettingKey, z.ZodDefault<z.ZodBoolean>>;

const SECTION_NAMES: Record<JobSummaryFlag, string> = {
  ShowInvoiceInfo: 'invoice information',
  Items: 'items',
  Equipment: 'equipment',
  Tasks: 'tasks',
  Time: 'time',
  Recommendations: 'recommendations',
  Expenses: 'expenses',
  Signoffs: 'sign-offs',
  Checklists: 'checklists',
};
export const jobSummarySettingLabels = Object.fromEntries(
  entries.map((e) => [
    e.key,
    {
      label: `Job summary (${e.audience === 'Internal' ? 'internal' : 'customer'}): ${SECTION_NAMES[e.flag]}`,
      description: `Shows the ${SECTION_NAMES[e.flag]} section on the ${e.audience === 'Internal' ? 'internal' : "customer's"} job summary.`,
    },
  ]),
) as Record<JobSummarySettingKey, { label: string; description: string }>;
