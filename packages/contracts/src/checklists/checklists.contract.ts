import { z } from 'zod';
import { auditFieldsSchema } from '../common/pagination';

/** Checklist definitions (forms) and the checklists filled in on bids and jobs (spec 2 §3 Checklist). */

export const QUESTION_KINDS = ['check', 'text', 'number'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const WORK_OWNER_KINDS = ['Bid', 'Job', 'Contract'] as const;
export type WorkOwnerKind = (typeof WORK_OWNER_KINDS)[number];

export const questionSchema = z.object({
  id: z.string(),
  text: z.string(),
  kind: z.enum(QUESTION_KINDS),
});
export type Question = z.infer<typeof questionSchema>;

export const checklistDefinitionSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    title: z.string(),
    questions: z.array(questionSchema),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type ChecklistDefinition = z.infer<typeof checklistDefinitionSchema>;

/** A question as sent: an id keeps the answers already given to it; a new question gets one. */
const questionInput = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'Letters, digits, - and _ only (at most 40).')
    .optional(),
  text: z.string().trim().min(1, 'Required').max(500),
  kind: z.enum(QUESTION_KINDS),
});
export const createChecklistDefinitionBodySchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  title: z.string().trim().min(1, 'Required').max(200),
  questions: z.array(questionInput).min(1, 'Add at least one question.').max(200),
  isActive: z.boolean().optional(),
});
export type CreateChecklistDefinitionBody = z.input<typeof createChecklistDefinitionBodySchema>;
export const updateChecklistDefinitionBodySchema = createChecklistDefinitionBodySchema
  .partial()
  .extend({ version: z.int32().optional() })
  .strict();
export type UpdateChecklistDefinitionBody = z.input<typeof updateChecklistDefinitionBodySchema>;
export const checklistDefinitionQuerySchema = z.object({
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** An answer: a tick for check questions, text for text ones, a number for number ones; null clears it. */
export const answerValueSchema = z.union([z.boolean(), z.string().max(2000), z.number(), z.null()]);
export const answersSchema = z.record(z.string(), answerValueSchema);
export type Answers = z.infer<typeof answersSchema>;

export const checklistSchema = z.object({
  id: z.int32(),
  ownerKind: z.enum(WORK_OWNER_KINDS),
  ownerId: z.int32(),
  checklistDefinition: z.object({
    id: z.int32(),
    name: z.string(),
    title: z.string(),
    questions: z.array(questionSchema),
  }),
  equipment: z.object({ id: z.int32(), name: z.string(), serialNumber: z.string().nullable() }).nullable(),
  answers: answersSchema,
  /** Questions answered (a check ticked counts; an unticked one does not) and asked. */
  answeredCount: z.int32(),
  questionCount: z.int32(),
  createdBy: z.int32().nullable(),
  createdByName: z.string().nullable(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  version: z.int32(),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const createChecklistBodySchema = z.object({
  definitionId: z.int32().positive(),
  equipmentId: z.int32().positive().nullish(),
});
export const updateChecklistBodySchema = z
  .object({
    /** Merged into the saved answers: questions not named keep their answers. */
    answers: answersSchema.optional(),
    equipmentId: z.int32().positive().nullable().optional(),
    version: z.int32().optional(),
  })
  .strict();
export type UpdateChecklistBody = z.input<typeof updateChecklistBodySchema>;

export const CHECKLIST_MESSAGES = {
  definitionInUse: (n: number) =>
    `This checklist definition is used by ${n} checklist${n === 1 ? '' : 's'}; make it inactive instead.`,
  inactiveDefinition: 'This checklist definition is inactive.',
  duplicateName: 'Another checklist definition already has this name.',
  duplicateQuestionId: 'Question ids must be unique.',
  equipmentNotOfCustomer: 'The equipment does not belong to this customer.',
} as const;

/** Whether a value answers a question of this kind (null always does: it clears the answer). */
export function answerFits(kind: QuestionKind, value: unknown): boolean {
  if (value === null) return true;
  if (kind === 'check') return typeof value === 'boolean';
  if (kind === 'text') return typeof value === 'string';
  return typeof value === 'number' && Number.isFinite(value);
}

export function isAnswered(kind: QuestionKind, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (kind === 'check') return value === true;
  if (kind === 'text') return typeof value === 'string' && value.trim() !== '';
  return true;
}
