import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type { Job, JobRow, jobSearchQuerySchema } from '@fieldline/contracts/jobs/jobs.contract';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { auditOut, toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { addressLine } from '../addresses';
import { activeRates, currencies, customers } from '../customers';
import { users } from '../identity';
import { getLocation, getLocationRefs } from '../locations';
import { companyDaySql, offices } from '../organization';
import { bidNumberOf } from './jobs.bid-numbers';
import { jobStatuses, jobStatusTypes, jobs, jobTypes, jobUrgencies } from './jobs.table';

type SearchQuery = z.output<typeof jobSearchQuerySchema>;

const salesPeople = alias(users, 'sales_people');
const resources = alias(users, 'assigned_resources');
const isoOrNull = (v: string | null) => (v ? toIso(v) : null);
const userName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** One job in the spec 2 §3 shape (a handful of queries, whatever the job holds). */
export async function getJob(db: Db, id: number): Promise<Job> {
  const [r] = await db
    .select({
      job: jobs,
      type: jobTypes,
      status: jobStatuses,
      statusType: jobStatusTypes,
      urgency: { id: jobUrgencies.id, name: jobUrgencies.name },
      office: offices,
      customer: {
        id: customers.id,
        name: customers.name,
        accountNumber: customers.accountNumber,
        currencyId: customers.currencyId,
      },
      currency: {
        id: currencies.id,
        abbreviation: currencies.abbreviation,
        isAltCurrency: currencies.isAltCurrency,
      },
      sales: {
        id: salesPeople.id,
        firstName: salesPeople.firstName,
        lastName: salesPeople.lastName,
        email: salesPeople.email,
      },
      resource: {
        id: resources.id,
        firstName: resources.firstName,
        lastName: resources.lastName,
        email: resources.email,
      },
    })
    .from(jobs)
    .innerJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
    .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.statusId))
    .innerJoin(jobStatusTypes, eq(jobStatusTypes.id, jobStatuses.statusTypeId))
    .innerJoin(offices, eq(offices.id, jobs.officeId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .leftJoin(currencies, eq(currencies.id, customers.currencyId))
    .leftJoin(jobUrgencies, eq(jobUrgencies.id, jobs.urgencyId))
    .leftJoin(salesPeople, eq(salesPeople.id, jobs.salesPersonId))
    .leftJoin(resources, eq(resources.id, jobs.assignedResourceId))
    .where(eq(jobs.id, id));
  if (!r) throw notFound('job', 'JOB_NOT_FOUND');
  const [location, rates, bidNumber] = await Promise.all([
    getLocation(db, r.job.locationId),
    activeRates(db, r.currency ? [r.currency.id] : []),
    r.job.bidId ? bidNumberOf(db, r.job.bidId) : null,
  ]);
  const j = r.job;
  return {
    id: j.id,
    jobNumber: j.jobNumber,
    jobType: { id: r.type.id, type: r.type.type, name: r.type.name, description: r.type.description },
    projectName: j.projectName,
    name: j.name,
    description: j.description,
    status: r.status.statusText,
    jobStatus: {
      id: r.status.id,
      statusText: r.status.statusText,
      statusType: {
        id: r.statusType.id,
        name: r.statusType.name,
        isClosed: r.statusType.isClosed,
        isComplete: r.statusType.isComplete,
      },
    },
    invoiceStatus: j.invoiceStatus,
    invoiceAmount: j.invoiceAmount,
    statusReason: j.statusReason,
    poNumber: j.poNumber,
    office: {
      id: r.office.id,
      name: r.office.name,
      address1: r.office.address1,
      address2: r.office.address2,
      city: r.office.city,
      state: r.office.state,
      postalCode: r.office.postalCode,
      phoneNumber: r.office.phoneNumber,
    },
    salesPerson: r.sales ? { id: r.sales.id, displayName: userName(r.sales), email: r.sales.email } : null,
    assignedResource: r.resource
      ? { id: r.resource.id, displayName: userName(r.resource), email: r.resource.email }
      : null,
    urgency: r.urgency,
    customer: {
      id: r.customer.id,
      name: r.customer.name,
      accountNumber: r.customer.accountNumber,
      currency: r.currency ? { ...r.currency, rate: rates.get(r.currency.id) ?? '1.00000000' } : null,
    },
    customerLocation: {
      id: location.id,
      name: location.name,
      address: location.address ? addressLine(location.address) || null : null,
    },
    bidId: j.bidId,
    bidNumber,
    scheduledStart: isoOrNull(j.scheduledStart),
    scheduledEnd: isoOrNull(j.scheduledEnd),
    completedDate: isoOrNull(j.completedDate),
    inventoryProcessedDate: isoOrNull(j.inventoryProcessedDate),
    ...auditOut(j),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The expression the trigram index covers: searching through exactly it lets PostgreSQL use the index. */
const searchText = sql`(${jobs.jobNumber} || ' ' || ${jobs.name} || ' ' || ${jobs.projectName})`;

function queryWhere(q: SearchQuery): SQL | undefined {
  const text = q.query?.trim();
  if (!text) return undefined;
  const like = `%${escapeLike(text)}%`;
  const byId = () => {
    const digits = text.replace(/^j-?/i, '');
    const asNumber = /^\d+$/.test(digits) ? Number(digits) : null;
    return sql`(${asNumber !== null && asNumber <= 2147483647 ? sql`${jobs.id} = ${asNumber} or ` : sql``}${jobs.jobNumber} ilike ${like})`;
  };
  const byName = () => sql`${searchText} ilike ${like}`;
  const byCustomer = () => sql`(${customers.name} ilike ${like} or ${customers.accountNumber} ilike ${like})`;
  switch (q.searchBy) {
    case 'id':
      return byId();
    case 'name':
      return byName();
    case 'customer':
      return byCustomer();
    default:
      return sql`(${byId()} or ${byName()} or ${byCustomer()})`;
  }
}

function searchWhere(q: SearchQuery): SQL | undefined {
  const status =
    q.status === 'open'
      ? eq(jobStatusTypes.isClosed, false)
      : q.status === 'closed'
        ? eq(jobStatusTypes.isClosed, true)
        : q.status !== undefined
          ? eq(jobs.statusId, q.status)
          : undefined;
  return and(
    queryWhere(q),
    status,
    q.customerId ? eq(jobs.customerId, q.customerId) : undefined,
    q.locationId ? eq(jobs.locationId, q.locationId) : undefined,
    q.officeId ? eq(jobs.officeId, q.officeId) : undefined,
    q.scheduledDate ? companyDaySql(jobs.scheduledStart, q.scheduledDate) : undefined,
    q.assignedTo === 'none'
      ? isNull(jobs.assignedResourceId)
      : q.assignedTo !== undefined
        ? eq(jobs.assignedResourceId, q.assignedTo)
        : undefined,
  );
}

const rowColumns = {
  id: jobs.id,
  jobNumber: jobs.jobNumber,
  name: jobs.name,
  projectName: jobs.projectName,
  status: jobStatuses.statusText,
  statusType: jobStatusTypes.name,
  invoiceStatus: jobs.invoiceStatus,
  typeId: jobTypes.id,
  typeCode: jobTypes.type,
  typeName: jobTypes.name,
  customerId: customers.id,
  customerName: customers.name,
  accountNumber: customers.accountNumber,
  locationId: jobs.locationId,
  officeId: offices.id,
  officeName: offices.name,
  urgencyId: jobUrgencies.id,
  urgencyName: jobUrgencies.name,
  scheduledStart: jobs.scheduledStart,
  createdDate: jobs.createdDate,
};

function fromJobs(db: Db, columns: typeof rowColumns | { n: ReturnType<typeof count> }) {
  return db
    .select(columns as typeof rowColumns)
    .from(jobs)
    .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.statusId))
    .innerJoin(jobStatusTypes, eq(jobStatusTypes.id, jobStatuses.statusTypeId))
    .innerJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .innerJoin(offices, eq(offices.id, jobs.officeId))
    .leftJoin(jobUrgencies, eq(jobUrgencies.id, jobs.urgencyId));
}

async function toRows(db: Db, rows: Awaited<ReturnType<typeof fromJobs>>): Promise<JobRow[]> {
  const locations = await getLocationRefs(
    db,
    rows.map((r) => r.locationId),
  );
  return rows.map((r) => ({
    id: r.id,
    jobNumber: r.jobNumber,
    name: r.name,
    projectName: r.projectName,
    status: r.status,
    statusType: r.statusType,
    invoiceStatus: r.invoiceStatus,
    jobType: { id: r.typeId, type: r.typeCode, name: r.typeName },
    customer: { id: r.customerId, name: r.customerName, accountNumber: r.accountNumber },
    customerLocation: { id: r.locationId, name: locations.get(r.locationId)?.name ?? '' },
    office: { id: r.officeId, name: r.officeName },
    urgency: r.urgencyId !== null && r.urgencyName !== null ? { id: r.urgencyId, name: r.urgencyName } : null,
    scheduledStart: isoOrNull(r.scheduledStart),
    createdDate: toIso(r.createdDate),
  }));
}

/** Newest first: the jobs a person is working on now come before old ones. */
export async function searchJobs(db: Db, q: SearchQuery): Promise<SearchResult<JobRow>> {
  const where = searchWhere(q);
  const [rows, total] = await Promise.all([
    fromJobs(db, rowColumns).where(where).orderBy(desc(jobs.id)).offset(q.offset).limit(q.limit),
    countJobs(db, q),
  ]);
  return { data: await toRows(db, rows), count_filtered: total.count };
}

export async function countJobs(db: Db, q: SearchQuery): Promise<{ count: number }> {
  const [row] = (await fromJobs(db, { n: count() }).where(searchWhere(q))) as unknown as { n: number }[];
  return { count: Number(row.n) };
}

/** Rows of the given jobs, in id order (equipment history, other modules' lists). */
export async function jobRowsByIds(db: Db, ids: number[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const rows = await fromJobs(db, rowColumns)
    .where(inArray(jobs.id, [...new Set(ids)]))
    .orderBy(asc(jobs.id));
  return toRows(db, rows);
}
