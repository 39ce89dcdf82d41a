import { formatDateTime } from '@fieldline/contracts/common/dates';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pageUrl } from '../../../app/page-codes';
import { PageHeader, QueryStatus } from '../../../shared/ui';
import { CheckoutTable, ScheduleTable } from '../components/ToolTables';
import { useMyTools } from '../tools.api';

/** A technician's own tools: what they have out, their jobs today with the tools for each, what is booked. */
export function MyToolsPage() {
  const query = useMyTools();
  return (
    <>
      <PageHeader
        title="My tools"
        description="The tools you have out, your jobs today and the tools booked for you."
      />
      <QueryStatus query={query}>
        {({ out, scheduled, today }) => (
          <Stack gap="lg">
            <Paper p="lg" radius="md">
              <Title order={2} fz="h4" mb="sm">
                Checked out to me
              </Title>
              <CheckoutTable
                label="Checked out to me"
                rows={out}
                showTool
                showTechnician={false}
                empty="You have no tools out."
              />
            </Paper>
            <Paper p="lg" radius="md">
              <Title order={2} fz="h4" mb="sm">
                My jobs today
              </Title>
              {today.length === 0 && (
                <Text c="dimmed" fz="sm">
                  No jobs on your calendar today.
                </Text>
              )}
              <Stack gap="md">
                {today.map((j) => (
                  <Paper key={j.jobId} withBorder p="md" radius="sm" aria-label={`Job ${j.jobNumber}`}>
                    <Group justify="space-between" mb="xs">
                      <Group gap="xs">
                        <Anchor component={Link} to={pageUrl(PageCode.Job, j.jobId)} ff="monospace" fw={600}>
                          {j.jobNumber}
                        </Anchor>
                        <Text fw={500}>{j.jobName}</Text>
                        <Badge variant="light">{j.statusName}</Badge>
                      </Group>
                      <Text fz="sm" c="dimmed">
                        {j.customerName}
                        {j.startTime ? ` · ${formatDateTime(j.startTime)}` : ''}
                      </Text>
                    </Group>
                    <Text fz="sm" fw={600}>
                      Tools to bring
                    </Text>
                    {j.tools.length === 0 && j.checkedOut.length === 0 ? (
                      <Text fz="sm" c="dimmed">
                        No tools scheduled.
                      </Text>
                    ) : (
                      <Text fz="sm">
                        {[
                          ...j.checkedOut.map((c) => `${c.toolName} (out to ${c.technicianName})`),
                          ...j.tools.map((s) => `${s.toolName} (${formatDateTime(s.startTime)})`),
                        ].join(', ')}
                      </Text>
                    )}
                  </Paper>
                ))}
              </Stack>
            </Paper>
            <Paper p="lg" radius="md">
              <Title order={2} fz="h4" mb="sm">
                Booked for me
              </Title>
              <ScheduleTable label="Booked for me" rows={scheduled} empty="No tools are booked for you." />
            </Paper>
          </Stack>
        )}
      </QueryStatus>
    </>
  );
}
