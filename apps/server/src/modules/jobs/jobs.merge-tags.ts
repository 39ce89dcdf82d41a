import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import { desc } from 'drizzle-orm';
import { nullIfNotFound, registerMergeTagSource } from '../templates';
import { getJob } from './jobs.read';
import { jobs } from './jobs.table';

/** A job's tags: job summaries, appointment reminders, job-completed messages. */
export function registerJobMergeTags() {
  registerMergeTagSource({
    recordType: 'job',
    label: 'Job',
    related: ['customer'],
    tags: [
      { tag: 'Job.Number', description: 'The job number', example: '20417' },
      { tag: 'Job.Name', description: "The job's name", example: 'Rooftop unit replacement' },
      { tag: 'Job.ProjectName', description: 'The project name', example: 'Building B' },
      { tag: 'Job.Description', description: "The job's description", example: 'Replace RTU-2' },
      { tag: 'Job.Status', description: "The job's status", example: 'Scheduled' },
      { tag: 'Job.Type', description: 'The job type', example: 'Service' },
      { tag: 'Job.PONumber', description: "The customer's PO number", example: 'PO-7781' },
      {
        tag: 'Job.ScheduledStart',
        description: 'Scheduled start, date and time',
        example: '12/02/2026 8:00 AM',
      },
      { tag: 'Job.ScheduledDate', description: 'Scheduled start date', example: '12/02/2026' },
      { tag: 'Job.CompletedDate', description: 'The date the job was completed', example: '12/03/2026' },
      { tag: 'Job.Location', description: 'The service location', example: 'Main office' },
      {
        tag: 'Job.LocationAddress',
        description: "The location's address",
        example: '455 Sherman St, Denver',
      },
      { tag: 'Job.SalesPerson', description: 'The salesperson', example: 'Chris Park' },
      { tag: 'Job.Technician', description: 'The assigned technician', example: 'Sam Ortiz' },
    ],
    newestId: async (db) =>
      (await db.select({ id: jobs.id }).from(jobs).orderBy(desc(jobs.id)).limit(1))[0]?.id ?? null,
    async load(db, id) {
      const j = await nullIfNotFound(getJob(db, id));
      if (!j) return null;
      return {
        label: `Job ${j.jobNumber}`,
        related: { customer: j.customer.id },
        officeId: j.office.id,
        values: {
          'Job.Number': j.jobNumber,
          'Job.Name': j.name,
          'Job.ProjectName': j.projectName,
          'Job.Description': j.description,
          'Job.Status': j.status,
          'Job.Type': j.jobType.name,
          'Job.PONumber': j.poNumber,
          'Job.ScheduledStart': j.scheduledStart ? formatDateTime(j.scheduledStart) : null,
          'Job.ScheduledDate': j.scheduledStart ? formatDate(j.scheduledStart) : null,
          'Job.CompletedDate': j.completedDate ? formatDate(j.completedDate) : null,
          'Job.Location': j.customerLocation.name,
          'Job.LocationAddress': j.customerLocation.address,
          'Job.SalesPerson': j.salesPerson?.displayName,
          'Job.Technician': j.assignedResource?.displayName,
        },
      };
    },
  });
}
