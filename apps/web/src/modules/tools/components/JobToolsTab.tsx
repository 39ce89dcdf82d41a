import { Permission } from '@fieldline/contracts/common/permissions';
import type { Job } from '@fieldline/contracts/jobs/jobs.contract';
import type { Tool } from '@fieldline/contracts/tools/tools.contract';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { confirmModal } from '../../../shared/modals';
import { QueryStatus } from '../../../shared/ui';
import { useDeleteSchedule, useJobTools, useToolSearch } from '../tools.api';
import { CheckInModal } from './CheckInModal';
import { CheckOutModal } from './CheckOutModal';
import { ScheduleToolModal } from './ScheduleToolModal';
import { CheckoutTable, ScheduleTable } from './ToolTables';

/**
 * The job's tools: those checked out against it (a job cannot complete while one is still out), and
 * those scheduled for it.
 */
export function JobToolsTab({ job }: { job: Job }) {
  const canEdit = useAccess(Permission.Tools) >= 2;
  const query = useJobTools(job.id);
  const inNow = useToolSearch({ available: 'true', offset: 0, limit: 500 });
  const remove = useDeleteSchedule();
  const [toolId, setToolId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<
    | { kind: 'out'; tool: Tool }
    | { kind: 'in'; toolId: number; name: string; checkoutId: number }
    | 'schedule'
    | null
  >(null);
  const jobRef = { id: job.id, jobNumber: job.jobNumber, name: job.name };

  return (
    <QueryStatus query={query}>
      {(list) => {
        const out = list.checkouts.filter((c) => !c.checkedInAt);
        const back = list.checkouts.filter((c) => c.checkedInAt);
        return (
          <Stack gap="lg">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-end">
                <div>
                  <Title order={3} fz="h4">
                    Checked out on this job
                  </Title>
                  <Text fz="sm" c="dimmed">
                    Tools still out must be checked in before the job is completed.
                  </Text>
                </div>
                {canEdit && (
                  <Group gap="xs" align="flex-end">
                    <Select
                      aria-label="Tool to check out"
                      placeholder="Choose a tool to check out"
                      searchable
                      clearable
                      w={300}
                      data={(inNow.data?.data ?? []).map((t) => ({
                        value: String(t.id),
                        label: `${t.number} ${t.name}`,
                      }))}
                      value={toolId}
                      onChange={setToolId}
                    />
                    <Button
                      disabled={!toolId}
                      onClick={() => {
                        const tool = inNow.data?.data.find((t) => String(t.id) === toolId);
                        if (tool) setDialog({ kind: 'out', tool });
                      }}
                    >
                      Check out…
                    </Button>
                  </Group>
                )}
              </Group>
              <CheckoutTable
                label="Tools out on this job"
                rows={out}
                showTool
                empty="No tools are out on this job."
                action={
                  canEdit
                    ? (c) => (
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="orange"
                          aria-label={`Check in ${c.toolName}`}
                          onClick={() =>
                            setDialog({ kind: 'in', toolId: c.toolId, name: c.toolName, checkoutId: c.id })
                          }
                        >
                          Check in
                        </Button>
                      )
                    : undefined
                }
              />
              {back.length > 0 && (
                <CheckoutTable label="Tools returned from this job" rows={back} showTool empty="" />
              )}
            </Stack>
            <Stack gap="xs">
              <Group justify="space-between">
                <Title order={3} fz="h4">
                  Scheduled for this job
                </Title>
                {canEdit && (
                  <Button
                    variant="light"
                    leftSection={<IconCalendarPlus size={16} />}
                    onClick={() => setDialog('schedule')}
                  >
                    Schedule a tool
                  </Button>
                )}
              </Group>
              <ScheduleTable
                label="Tools scheduled for this job"
                rows={list.schedules}
                showJob={false}
                empty="No tools are scheduled for this job."
                action={
                  canEdit
                    ? (s) => (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={`Remove the schedule of ${s.toolName}`}
                          onClick={async () => {
                            if (
                              await confirmModal(`Remove ${s.toolName} from this job's schedule?`, {
                                danger: true,
                              })
                            )
                              remove.mutate(s.id);
                          }}
                        >
                          Remove
                        </Button>
                      )
                    : undefined
                }
              />
            </Stack>
            {dialog === 'schedule' && (
              <ScheduleToolModal
                job={{
                  id: job.id,
                  scheduledStart: job.scheduledStart,
                  scheduledEnd: job.scheduledEnd,
                  assignedResourceId: job.assignedResource?.id ?? null,
                }}
                onClose={() => setDialog(null)}
              />
            )}
            {dialog !== null && dialog !== 'schedule' && dialog.kind === 'out' && (
              <CheckOutModal
                tool={dialog.tool}
                job={jobRef}
                onClose={() => {
                  setDialog(null);
                  setToolId(null);
                }}
              />
            )}
            {dialog !== null && dialog !== 'schedule' && dialog.kind === 'in' && (
              <CheckInModal
                tool={{ id: dialog.toolId, name: dialog.name }}
                checkoutId={dialog.checkoutId}
                onClose={() => setDialog(null)}
              />
            )}
          </Stack>
        );
      }}
    </QueryStatus>
  );
}
