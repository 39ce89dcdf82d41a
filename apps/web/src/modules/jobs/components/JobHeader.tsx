import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { PageCode, pageUrl } from '@fieldline/contracts/common/page-codes';
import { InvoiceStatus, invoiceStatusName, type Job } from '@fieldline/contracts/jobs/jobs.contract';
import { Anchor, Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Fact, PageHeader } from '../../../shared/ui';
import { CreateInvoiceButton } from '../../invoices/components/CreateInvoiceButton';
import { JobDepositButton } from '../../payments/components/JobDepositButton';
import { statusColor } from './job-format';

const INVOICE_COLORS: Record<number, string> = {
  [InvoiceStatus.NotInvoiced]: 'gray',
  [InvoiceStatus.PartiallyInvoiced]: 'yellow',
  [InvoiceStatus.Invoiced]: 'teal',
  [InvoiceStatus.NoCharge]: 'violet',
};

/** The job's title line and key facts. */
export function JobHeader({ job }: { job: Job }) {
  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Jobs', to: '/jobs' }]}
        title={
          <Group gap="sm" component="span">
            <span>
              {job.jobNumber} · {job.name}
            </span>
            <Badge
              variant="light"
              color={statusColor(job.jobStatus.statusType.name)}
              data-testid="job-status"
            >
              {job.status}
            </Badge>
            <Badge variant="outline" color={INVOICE_COLORS[job.invoiceStatus] ?? 'gray'}>
              {invoiceStatusName(job.invoiceStatus)}
            </Badge>
          </Group>
        }
        description={`${job.jobType.type} · ${job.jobType.name}${job.projectName ? ` · ${job.projectName}` : ''}`}
        actions={
          <Group gap="xs">
            <CreateInvoiceButton job={job} />
            <JobDepositButton job={job} />
          </Group>
        }
      />
      <Paper p="lg" radius="md" mb="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact label="Customer">
            <Anchor component={Link} to={pageUrl(PageCode.Customer, job.customer.id)} fz="sm">
              {job.customer.name}
            </Anchor>
            {job.customer.accountNumber && (
              <Text span fz="sm" c="dimmed">
                {' '}
                ({job.customer.accountNumber})
              </Text>
            )}
          </Fact>
          <Fact label="Location">
            <Anchor component={Link} to={pageUrl(PageCode.Location, job.customerLocation.id)} fz="sm">
              {job.customerLocation.name}
            </Anchor>
            {job.customerLocation.address && (
              <Text fz="xs" c="dimmed">
                {job.customerLocation.address}
              </Text>
            )}
          </Fact>
          <Fact label="Office">{job.office.name}</Fact>
          <Fact label="Urgency">
            <span data-testid="job-urgency">{job.urgency?.name}</span>
          </Fact>
          <Fact label="Assigned resource">{job.assignedResource?.displayName}</Fact>
          <Fact label="Salesperson">{job.salesPerson?.displayName}</Fact>
          <Fact label="PO number">{job.poNumber}</Fact>
          {job.bidId && (
            <Fact label="From bid">
              <Anchor component={Link} to={pageUrl(PageCode.PendingJob, job.bidId)} fz="sm">
                {job.bidNumber ?? `Pending job ${job.bidId}`}
              </Anchor>
            </Fact>
          )}
          {job.completedDate && <Fact label="Completed">{formatDate(job.completedDate)}</Fact>}
          <Fact label="Invoiced amount">
            {job.invoiceStatus === InvoiceStatus.NotInvoiced ? '' : formatMoney(job.invoiceAmount)}
          </Fact>
        </SimpleGrid>
        {job.statusReason && (
          <Text fz="sm" mt="md">
            <Text span fw={600}>
              Status reason:{' '}
            </Text>
            {job.statusReason}
          </Text>
        )}
      </Paper>
    </>
  );
}
