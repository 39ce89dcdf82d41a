import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { JobRow } from '@fieldline/contracts/jobs/jobs.contract';
import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { pageUrl } from '../../../app/page-codes';
import { statusColor } from './job-format';

/** The job number, linked to the job's page. */
export function JobNumberLink({ job }: { job: Pick<JobRow, 'id' | 'jobNumber'> }) {
  return (
    <Anchor component={Link} to={pageUrl(PageCode.Job, job.id)} fw={500} fz="sm" ff="monospace">
      {job.jobNumber}
    </Anchor>
  );
}

/** The job's name with its project name under it. */
export function JobName({ job }: { job: Pick<JobRow, 'name' | 'projectName'> }) {
  return (
    <>
      {job.name}
      {job.projectName && (
        <Text fz="xs" c="dimmed">
          {job.projectName}
        </Text>
      )}
    </>
  );
}

export function JobStatusBadge({ job }: { job: Pick<JobRow, 'status' | 'statusType'> }) {
  return (
    <Badge variant="light" color={statusColor(job.statusType)} style={{ minWidth: 'max-content' }}>
      {job.status}
    </Badge>
  );
}
