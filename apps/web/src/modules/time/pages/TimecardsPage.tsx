import { formatDate } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { WeekRow } from '@fieldline/contracts/time/time.contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronLeft, IconChevronRight, IconPlus, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { PageHeader, QueryStatus } from '../../../shared/ui';
import { AddTimeModal } from '../components/AddTimeModal';
import { EntriesDrawer } from '../components/EntriesDrawer';
import { WeekTable } from '../components/WeekTable';
import { useApproval, useWeek } from '../time.api';
import { shiftWeek, todayLocal, weekOf } from '../week';

/**
 * People → Timecards: the weekly review. A supervisor (Timesheets or Payroll full) sees every employee's
 * week, opens one's entries and approves or unapproves the selected in one pass; a technician sees and
 * fills in his own week.
 */
export function TimecardsPage() {
  const timesheets = useAccess(Permission.Timesheets);
  const payroll = useAccess(Permission.Payroll);
  const supervisor = timesheets >= 2 || payroll >= 2;
  const [week, setWeek] = useState(() => weekOf(todayLocal()));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<WeekRow | null>(null);
  const [adding, addModal] = useDisclosure(false);
  const query = useWeek(week.from, week.to);
  const approve = useApproval(true);
  const unapprove = useApproval(false);
  const rows = query.data?.rows ?? [];
  const days = useMemo(() => rows[0]?.days.map((d) => d.date) ?? [], [rows]);

  const go = (weeks: number | null) => {
    setWeek(weeks === null ? weekOf(todayLocal()) : shiftWeek(week.from, weeks));
    setSelected(new Set());
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const run = (approving: boolean) => {
    const m = approving ? approve : unapprove;
    m.mutate(
      { from: week.from, to: week.to, employeeIds: [...selected] },
      {
        onSuccess: (cards) => {
          notifications.show({
            color: 'teal',
            message: `${cards.length} timecard${cards.length === 1 ? '' : 's'} ${approving ? 'approved' : 'unapproved'}.`,
          });
          setSelected(new Set());
        },
      },
    );
  };
  const current = open ? (rows.find((r) => r.employee.id === open.employee.id) ?? open) : null;

  return (
    <>
      <PageHeader
        title="Timecards"
        description={
          supervisor
            ? 'Review each employee’s week, check the warnings and approve the time for payroll. Approved time is locked.'
            : 'Your week: add the time you worked, on a job or not.'
        }
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={addModal.open}
            variant={supervisor ? 'default' : 'filled'}
          >
            Add my time
          </Button>
        }
      />
      <Paper p="lg" radius="md">
        <Group justify="space-between" mb="md">
          <Group gap="xs">
            <Button variant="default" size="xs" aria-label="Previous week" onClick={() => go(-1)}>
              <IconChevronLeft size={16} />
            </Button>
            <Text fw={600} aria-live="polite">
              Week of {formatDate(week.from)} - {formatDate(week.to)}
            </Text>
            <Button variant="default" size="xs" aria-label="Next week" onClick={() => go(1)}>
              <IconChevronRight size={16} />
            </Button>
            <Button variant="subtle" size="xs" onClick={() => go(null)}>
              This week
            </Button>
          </Group>
          {supervisor && (
            <Group gap="xs">
              <Text fz="sm" c="dimmed">
                {selected.size} selected
              </Text>
              <Button
                leftSection={<IconCheck size={16} />}
                disabled={selected.size === 0}
                loading={approve.isPending}
                onClick={() => run(true)}
              >
                Approve selected
              </Button>
              <Button
                variant="default"
                leftSection={<IconX size={16} />}
                disabled={selected.size === 0}
                loading={unapprove.isPending}
                onClick={() => run(false)}
              >
                Unapprove selected
              </Button>
            </Group>
          )}
        </Group>
        <QueryStatus query={query}>
          {() => (
            <WeekTable
              rows={rows}
              days={days}
              selectable={supervisor}
              selected={selected}
              onToggle={toggle}
              onToggleAll={(on) => setSelected(on ? new Set(rows.map((r) => r.employee.id)) : new Set())}
              onOpen={setOpen}
            />
          )}
        </QueryStatus>
        <Text fz="xs" c="dimmed" mt="sm">
          Overtime follows each employee’s rule (weekly over 40 hours, daily over 8, or both); the week runs
          Monday to Sunday. Warnings: weekdays without time, overlapping entries, days over 16 hours.
        </Text>
      </Paper>
      <EntriesDrawer row={current} from={week.from} to={week.to} canEdit onClose={() => setOpen(null)} />
      <AddTimeModal opened={adding} onClose={addModal.close} date={todayLocal()} />
    </>
  );
}
