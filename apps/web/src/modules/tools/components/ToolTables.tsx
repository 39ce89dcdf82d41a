import { formatDateTime } from '@fieldline/contracts/common/dates';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { ToolCheckout, ToolSchedule } from '@fieldline/contracts/tools/tools.contract';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pageUrl } from '../../../app/page-codes';
import { NONE } from '../../../shared/format';
import { EmptyRow } from '../../../shared/ui';
import { toolUrl } from '../tools.api';

const JobLink = ({ id, number }: { id: number | null; number: string | null }) =>
  id && number ? (
    <Anchor component={Link} to={pageUrl(PageCode.Job, id)} fz="sm" ff="monospace">
      {number}
    </Anchor>
  ) : (
    <Text c="dimmed">{NONE}</Text>
  );

const ToolLink = ({ id, name }: { id: number; name: string }) => (
  <Anchor component={Link} to={toolUrl(id)} fz="sm" fw={500}>
    {name}
  </Anchor>
);

interface CheckoutProps {
  label: string;
  rows: ToolCheckout[];
  empty: string;
  /** Show the tool's name (lists of several tools), the technician (lists of several people). */
  showTool?: boolean;
  showTechnician?: boolean;
  action?: (c: ToolCheckout) => ReactNode;
}

/** Check-outs: out since, due, back (or still out), by whom and against which job. */
export function CheckoutTable({
  label,
  rows,
  empty,
  showTool,
  showTechnician = true,
  action,
}: CheckoutProps) {
  const cols = 5 + (showTool ? 1 : 0) + (showTechnician ? 1 : 0) + (action ? 1 : 0);
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {showTool && <Table.Th>Tool</Table.Th>}
          {showTechnician && <Table.Th>Technician</Table.Th>}
          <Table.Th>Job</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th>Out</Table.Th>
          <Table.Th>Back</Table.Th>
          <Table.Th>Notes</Table.Th>
          {action && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && <EmptyRow colSpan={cols} message={empty} />}
        {rows.map((c) => (
          <Table.Tr key={c.id}>
            {showTool && (
              <Table.Td>
                <ToolLink id={c.toolId} name={c.toolName} />
              </Table.Td>
            )}
            {showTechnician && <Table.Td>{c.technicianName}</Table.Td>}
            <Table.Td>
              <JobLink id={c.jobId} number={c.jobNumber} />
            </Table.Td>
            <Table.Td ta="right">{c.quantity}</Table.Td>
            <Table.Td>
              {formatDateTime(c.checkedOutAt)}
              {c.dueBack && !c.checkedInAt && (
                <Text fz="xs" c={Date.parse(c.dueBack) < Date.now() ? 'red' : 'dimmed'}>
                  Due {formatDateTime(c.dueBack)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {c.checkedInAt ? (
                formatDateTime(c.checkedInAt)
              ) : (
                <Badge variant="light" color="orange">
                  Still out
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{[c.notes, c.returnNotes].filter(Boolean).join(' / ') || NONE}</Table.Td>
            {action && <Table.Td ta="right">{action(c)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface ScheduleProps {
  label: string;
  rows: ToolSchedule[];
  empty: string;
  showTool?: boolean;
  showJob?: boolean;
  action?: (s: ToolSchedule) => ReactNode;
}

/** Tool schedules: which tool, for which job and technician, from when to when. */
export function ScheduleTable({
  label,
  rows,
  empty,
  showTool = true,
  showJob = true,
  action,
}: ScheduleProps) {
  const cols = 4 + (showTool ? 1 : 0) + (showJob ? 1 : 0) + (action ? 1 : 0);
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {showTool && <Table.Th>Tool</Table.Th>}
          {showJob && <Table.Th>Job</Table.Th>}
          <Table.Th>Technician</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th>When</Table.Th>
          <Table.Th>Notes</Table.Th>
          {action && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.length === 0 && <EmptyRow colSpan={cols} message={empty} />}
        {rows.map((s) => (
          <Table.Tr key={s.id}>
            {showTool && (
              <Table.Td>
                <ToolLink id={s.toolId} name={s.toolName} />
              </Table.Td>
            )}
            {showJob && (
              <Table.Td>
                <JobLink id={s.jobId} number={s.jobNumber} />
                <Text fz="xs" c="dimmed">
                  {s.jobName}
                </Text>
              </Table.Td>
            )}
            <Table.Td>{s.technicianName ?? NONE}</Table.Td>
            <Table.Td ta="right">{s.quantity}</Table.Td>
            <Table.Td>
              {formatDateTime(s.startTime)} – {formatDateTime(s.endTime)}
            </Table.Td>
            <Table.Td>{s.notes || NONE}</Table.Td>
            {action && <Table.Td ta="right">{action(s)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
