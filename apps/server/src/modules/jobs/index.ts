import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { registerDocumentSource } from '../documents';
import { setEmployeeWorkSource } from '../employees';
import { registerLineItemOwner } from '../line-items';
import { jobRecordRoutes } from './job-records.routes';
import { listStatuses, listUrgencies } from './job-reference.service';
import { jobSetupRoutes } from './job-setup.routes';
import { listJobTypes } from './job-types.service';
import { jobWorkRoutes } from './job-work.routes';
import { jobDocumentSource } from './jobs.documents';
import { jobEmployeeWork } from './jobs.employee-work';
import { registerJobMergeTags } from './jobs.merge-tags';
import { jobLineItemOwner } from './jobs.owner';
import { jobRoutes } from './jobs.routes';

// Filled as this module loads: the job's merge tags for templates (a foundation registry).
registerJobMergeTags();
// Employees read job time and visits through their user (issue 17): the same rows, not a copy.
setEmployeeWorkSource(jobEmployeeWork);

export async function jobsModule(app: FastifyInstance) {
  registerLineItemOwner('Job', jobLineItemOwner);
  await jobRoutes(app);
  await jobSetupRoutes(app);
  await jobRecordRoutes(app);
  registerDocumentSource('Job', jobDocumentSource);
  registerLookup('jobstatus', 'signedIn', async (db) =>
    (await listStatuses(db, { isActive: true })).map((s) => ({
      id: s.id,
      name: s.statusText,
      statusType: s.statusType.name,
    })),
  );
  registerLookup('jobtypes', 'signedIn', async (db) =>
    (await listJobTypes(db, true)).map((t) => ({ id: t.id, name: t.name, type: t.type })),
  );
  registerLookup('joburgencies', 'signedIn', async (db) =>
    (await listUrgencies(db)).map((u) => ({ id: u.id, name: u.name, color: u.color })),
  );
  await jobWorkRoutes(app);
}

// The technician's day and the dispatch board: the same access, guard and visit note as the job's own routes.
export {
  createCalendarEvent,
  deleteCalendarEvent,
  insertJobContacts,
  updateCalendarEvent,
  visitJobId,
} from './job-records.service';
export { jobSettings } from './job-reference.service';
export { jobWorkRecord, NOT_ASSIGNED_MESSAGE } from './job-work.shared';
export { type BidNumberReader, setBidNumberReader } from './jobs.bid-numbers';
// Contract visits (issue 19): jobs made in one statement; unstarted ones removed when a schedule changes.
export { deleteUnstartedJobs, insertJobsFrom } from './jobs.bulk-insert';
export { type CompletionCheck, registerCompletionCheck } from './jobs.completion';
// Added by the invoices helper (issue 7): the job's invoice status and amount.
export { recordJobInvoiced } from './jobs.invoicing';
export { countJobs, getJob, jobRowsByIds, searchJobs } from './jobs.read';
export { insertJob, jobExists, jobNumberOf, updateJob } from './jobs.service';
export * from './jobs.table';
// Time rows with or without a job, for the time module (issue 17 item 2): the same table and rules.
export {
  checkTimeJob,
  deleteTimeRow,
  insertTimeRow,
  stampTimeApproval,
  type TimeRowExtra,
  updateTimeRow,
} from './timesheets.rows';
// The technician booking guard (issue 18): visits here, other busy time registered by higher modules.
export {
  assertTechnicianFree,
  assertTechnicianFreeAt,
  type BookingRequest,
  type BusyBlock,
  type BusySource,
  bookingConflicts,
  busyBlocksOf,
  DOUBLE_BOOKED_CODE,
  lockTechnician,
  registerBusySource,
  type TechnicianBlock,
} from './visit-booking';
