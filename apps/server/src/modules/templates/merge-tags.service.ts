import { formatDate, formatPhone } from '@fieldline/contracts/common/dates';
import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { unknownTags } from '@fieldline/contracts/templates/merge-tags';
import { type MergeTag, unknownTagMessage } from '@fieldline/contracts/templates/templates.contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { companies, companyToday, offices } from '../organization';
import {
  type MergeRecord,
  type MergeTagDef,
  type MergeValue,
  mergeTagSource,
  mergeTagSources,
} from './merge-tags.registry';
import { emailTokens } from './templates.table';

type Values = Record<string, MergeValue>;

/** Tags every template may use, whatever its record: the company, the office, today and the tokens. */
const COMPANY_TAGS: MergeTagDef[] = [
  { tag: 'Company.Name', description: "The company's name", example: 'Summit Mechanical' },
  { tag: 'Company.LegalName', description: "The company's legal name", example: 'Summit Mechanical LLC' },
  { tag: 'Company.Phone', description: "The company's phone number", example: '303-555-0100' },
  { tag: 'Company.Email', description: "The company's e-mail address", example: 'office@example.com' },
];
const OFFICE_TAGS: MergeTagDef[] = [
  { tag: 'Office.Name', description: "The record's office (else the first office)", example: 'Denver' },
  {
    tag: 'Office.Address',
    description: "The office's address on two lines",
    example: '1200 Blake St\nDenver, CO 80202',
  },
  { tag: 'Office.Phone', description: "The office's phone number", example: '303-555-0142' },
];
const DATE_TAGS: MergeTagDef[] = [
  { tag: 'Date.Today', description: "Today's date in the company's time zone", example: '11/26/2026' },
];

function group(tag: string): string {
  return tag.split('.')[0];
}

async function activeTokens(db: Db) {
  return db.select().from(emailTokens).where(eq(emailTokens.isActive, true)).orderBy(asc(emailTokens.name));
}

/** Every tag a template for `recordType` may use (all record types' when none is given). */
export async function mergeTagsFor(db: Db, recordType?: string): Promise<MergeTag[]> {
  const out: MergeTag[] = [];
  const add = (defs: MergeTagDef[], g?: string) => {
    for (const d of defs) out.push({ ...d, group: g ?? group(d.tag) });
  };
  if (recordType === undefined) {
    for (const s of mergeTagSources()) add(s.tags, s.label);
  } else {
    const source = mergeTagSource(recordType);
    if (source) {
      add(source.tags, source.label);
      for (const r of source.related ?? []) {
        const related = mergeTagSource(r);
        if (related) add(related.tags, related.label);
      }
    }
  }
  add(COMPANY_TAGS);
  add(OFFICE_TAGS);
  add(DATE_TAGS);
  for (const t of await activeTokens(db))
    out.push({
      tag: `Token.${t.name}`,
      description: t.description || 'A company e-mail token',
      example: t.value,
      group: 'Tokens',
    });
  return out;
}

/** Refuses (400, naming each) the tags of the given fields that a `recordType` template cannot use. */
export async function checkTags(db: Db, recordType: string, fields: Record<string, string | undefined>) {
  const known = (await mergeTagsFor(db, recordType)).map((t) => t.tag);
  const errors = Object.entries(fields).flatMap(([field, text]) => {
    const bad = text ? unknownTags(text, known) : [];
    return bad.length ? [{ field, message: unknownTagMessage(bad) }] : [];
  });
  if (errors.length) throw new AppError(400, ErrorCodes.VALIDATION, Messages.validation, errors);
}

/** The values of every tag for one record (its own, its related records', the company's), or null. */
export async function mergeValues(
  db: Db,
  recordType: string,
  recordId: number,
): Promise<{ values: Values; label: string } | null> {
  const source = mergeTagSource(recordType);
  if (!source) return null;
  const record = await source.load(db, recordId);
  if (!record) return null;
  const values: Values = { ...(await commonValues(db, record.officeId ?? null)) };
  for (const r of source.related ?? []) {
    const relatedId = record.related?.[r];
    const related = relatedId ? await mergeTagSource(r)?.load(db, relatedId) : null;
    Object.assign(values, related?.values);
  }
  Object.assign(values, record.values);
  return { values, label: record.label };
}

async function commonValues(db: Db, officeId: number | null): Promise<Values> {
  const [company] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  const officeRows = officeId
    ? await db.select().from(offices).where(eq(offices.id, officeId))
    : await db.select().from(offices).where(eq(offices.isActive, true)).orderBy(asc(offices.id)).limit(1);
  const office = officeRows[0];
  const values: Values = {
    'Company.Name': company?.name,
    'Company.LegalName': company?.legalName,
    'Company.Phone': company?.phone ? formatPhone(company.phone) : null,
    'Company.Email': company?.email,
    'Office.Name': office?.name,
    'Office.Address': office ? officeAddress(office) : null,
    'Office.Phone': office?.phoneNumber ? formatPhone(office.phoneNumber) : null,
    'Date.Today': formatDate(await companyToday(db)),
  };
  for (const t of await activeTokens(db)) values[`Token.${t.name}`] = t.value;
  return values;
}

function officeAddress(o: typeof offices.$inferSelect): string {
  const street = [o.address1, o.address2].filter(Boolean).join(', ');
  const city = [o.city, [o.state, o.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, city].filter(Boolean).join('\n');
}

export type { MergeRecord };
