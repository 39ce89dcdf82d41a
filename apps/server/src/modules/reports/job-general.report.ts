// Reports may read across modules (ARCHITECTURE section 2): a job with its type, status, office,
// people, customer, location and the customer's currency rate, in two queries.
import type { JobSummary } from '@fieldline/contracts/jobs/job-summary.contract';
import { invoiceStatusName } from '@fieldline/contracts/jobs/jobs.contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditOut, toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { addresses } from '../addresses/addresses.table';
import { bids } from '../bids/bids.table';
import { currencies, currencyRates, customers } from '../customers/customers.table';
import { users } from '../identity/identity.table';
import { jobStatuses, jobStatusTypes, jobs, jobTypes, jobUrgencies } from '../jobs/jobs.table';
import { locations } from '../locations/locations.table';
import { companies, offices } from '../organization/organization.table';

const salesPerson = alias(users, 'sales_person');
const assigned = alias(users, 'assigned_resource');

export type JobGeneral = JobSummary['job'] & { companyName: string };

const userRef = (u: { id: number; firstName: string; lastName: string; email: string } | null) =>
  u ? { id: u.id, displayName: `${u.firstName} ${u.lastName}`.trim(), email: u.email } : null;

export function formatAddress(
  a: {
    street: string | null;
    city: string | null;
    state: string | null;
    postalCode: string | null;
  } | null,
): string | null {
  if (!a) return null;
  const cityLine = [a.city, [a.state, a.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const text = [a.street, cityLine].filter((p) => p && p.trim() !== '').join(', ');
  return text === '' ? null : text;
}

/** "Name, address", or just the address when the location is named after it (most are). */
export function locationLine(name: string, address: string | null): string {
  if (!address) return name;
  return address.toLowerCase().startsWith(name.toLowerCase()) ? address : `${name}, ${address}`;
}

/** The job (spec 2 §3 Job) with its invoice status name and company name; 404 when it does not exist. */
export async function jobGeneral(db: Db, jobId: number): Promise<JobGeneral> {
  const [row] = await db
    .select({
      j: jobs,
      type: jobTypes,
      status: jobStatuses,
      statusType: jobStatusTypes,
      office: offices,
      companyName: companies.name,
      sales: salesPerson,
      assigned,
      urgency: jobUrgencies,
      customer: {
        id: customers.id,
        name: customers.name,
        accountNumber: customers.accountNumber,
        currencyId: customers.currencyId,
      },
      currency: currencies,
      location: { id: locations.id, name: locations.name },
      address: addresses,
      bidNumber: bids.bidNumber,
    })
    .from(jobs)
    .innerJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
    .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.statusId))
    .innerJoin(jobStatusTypes, eq(jobStatusTypes.id, jobStatuses.statusTypeId))
    .innerJoin(offices, eq(offices.id, jobs.officeId))
    .innerJoin(companies, eq(companies.id, offices.companyId))
    .leftJoin(salesPerson, eq(salesPerson.id, jobs.salesPersonId))
    .leftJoin(assigned, eq(assigned.id, jobs.assignedResourceId))
    .leftJoin(jobUrgencies, eq(jobUrgencies.id, jobs.urgencyId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .leftJoin(currencies, eq(currencies.id, customers.currencyId))
    .innerJoin(locations, eq(locations.id, jobs.locationId))
    .leftJoin(addresses, eq(addresses.id, locations.addressId))
    .leftJoin(bids, eq(bids.id, jobs.bidId))
    .where(eq(jobs.id, jobId));
  if (!row) throw notFound('job', 'JOB_NOT_FOUND');

  let rate = '1';
  if (row.currency) {
    const [r] = await db
      .select({ rate: currencyRates.rate })
      .from(currencyRates)
      .where(and(eq(currencyRates.currencyId, row.currency.id), eq(currencyRates.isActive, true)))
      .orderBy(
        sql`(${currencyRates.effectiveDate} <= current_date) desc`,
        desc(currencyRates.effectiveDate),
        desc(currencyRates.id),
      )
      .limit(1);
    if (r) rate = r.rate;
  }

  const { j, office } = row;
  return {
    id: j.id,
    jobNumber: j.jobNumber,
    jobType: { id: row.type.id, type: row.type.type, name: row.type.name, description: row.type.description },
    projectName: j.projectName,
    name: j.name,
    description: j.description,
    status: row.status.statusText,
    jobStatus: {
      id: row.status.id,
      statusType: {
        id: row.statusType.id,
        name: row.statusType.name,
        isClosed: row.statusType.isClosed,
        isComplete: row.statusType.isComplete,
      },
      statusText: row.status.statusText,
    },
    invoiceStatus: j.invoiceStatus,
    invoiceStatusName: invoiceStatusName(j.invoiceStatus),
    invoiceAmount: j.invoiceAmount,
    statusReason: j.statusReason,
    poNumber: j.poNumber,
    office: {
      id: office.id,
      name: office.name,
      address1: office.address1,
      address2: office.address2,
      city: office.city,
      state: office.state,
      postalCode: office.postalCode,
      phoneNumber: office.phoneNumber,
    },
    salesPerson: userRef(row.sales),
    assignedResource: userRef(row.assigned),
    urgency: row.urgency ? { id: row.urgency.id, name: row.urgency.name } : null,
    customer: {
      id: row.customer.id,
      name: row.customer.name,
      accountNumber: row.customer.accountNumber,
      currency: row.currency
        ? {
            id: row.currency.id,
            abbreviation: row.currency.abbreviation,
            isAltCurrency: row.currency.isAltCurrency,
            rate,
          }
        : null,
    },
    customerLocation: { id: row.location.id, name: row.location.name, address: formatAddress(row.address) },
    bidId: j.bidId,
    bidNumber: row.bidNumber,
    scheduledStart: j.scheduledStart ? toIso(j.scheduledStart) : null,
    scheduledEnd: j.scheduledEnd ? toIso(j.scheduledEnd) : null,
    completedDate: j.completedDate ? toIso(j.completedDate) : null,
    inventoryProcessedDate: j.inventoryProcessedDate ? toIso(j.inventoryProcessedDate) : null,
    ...auditOut(j),
    companyName: row.companyName,
  };
}
