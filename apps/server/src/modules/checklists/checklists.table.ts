import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { equipment } from '../equipment/equipment.table';

/** A checklist form: its questions (jsonb list of { id, text, kind: 'check' | 'text' | 'number' }). */
export const checklistDefinitions = pgTable('checklist_definitions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  questions: jsonb('questions').notNull().default(sql`'[]'::jsonb`),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});

/** A filled-in checklist on a bid or a job, optionally for one piece of equipment. */
export const checklists = pgTable(
  'checklists',
  {
    id: serial('id').primaryKey(),
    /** 'Bid' | 'Job'. */
    ownerKind: text('owner_kind').notNull(),
    ownerId: integer('owner_id').notNull(),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => checklistDefinitions.id),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    /** Answers keyed by question id. */
    answers: jsonb('answers').notNull().default(sql`'{}'::jsonb`),
    ...auditColumns(),
  },
  (t) => [
    index('checklists_owner_idx').on(t.ownerKind, t.ownerId),
    check('checklists_owner_kind', sql`${t.ownerKind} in ('Bid', 'Job')`),
  ],
);
