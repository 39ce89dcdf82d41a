import {
  COMMISSION_BASIS_LABELS,
  COMMISSION_EARN_ON_LABELS,
  type CommissionEmployee,
  type CommissionRule,
} from '@fieldline/contracts/commissions/commissions.contract';
import { sumMoney } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { DateRangePicker } from '../../../shared/dates';
import type { IsoRange } from '../../../shared/dates/DateRangePicker';
import { dateOrNone, formatDate, formatMoney } from '../../../shared/format';
import { EmptyRow, PageHeader } from '../../../shared/ui';
import { useCommissionEmployees } from '../commissions.api';
import { CommissionReportPanel } from '../components/CommissionReportPanel';
import { RuleModal } from '../components/RuleModal';

const sumMoneyText = (values: string[]) => formatMoney(sumMoney(values));

function thisMonth(): IsoRange {
  const d = new Date();
  const y = d.getFullYear();
  const m = d.getMonth() + 1;
  const last = new Date(y, m, 0).getDate();
  const mm = String(m).padStart(2, '0');
  return [`${y}-${mm}-01`, `${y}-${mm}-${last}`];
}

/** What a rule pays, in a few words: "5% of revenue, when invoiced". */
export function ruleText(r: CommissionRule): string {
  const what =
    r.basis === 'FlatPerJobType'
      ? `${formatMoney(r.flatAmount ?? '0')} per ${r.jobTypeName ?? 'job'} invoice`
      : `${r.rate}% of ${r.basis === 'Revenue' ? 'revenue' : 'gross profit'}`;
  return `${what}, ${COMMISSION_EARN_ON_LABELS[r.earnOn].toLowerCase()}`;
}

/** Commissions: each salesperson's rules and what they earned in a period; one salesperson's report below. */
export function CommissionsPage() {
  const [range, setRange] = useState<IsoRange>(thisMonth);
  const period = { from: range[0], to: range[1] };
  const people = useCommissionEmployees(period);
  const canEdit = useAccess(Permission.Commissions) >= 2;
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ rule: CommissionRule | null; employeeId: number | null } | null>(
    null,
  );
  const rows = people.data ?? [];
  const shown = selected ?? rows.find((p) => p.invoices > 0)?.employeeId ?? rows[0]?.employeeId ?? null;

  return (
    <>
      <PageHeader
        title="Commissions"
        description="Commission rules per salesperson and what they earned, invoice by invoice."
        actions={
          canEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing({ rule: null, employeeId: shown })}
            >
              New rule
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" align="flex-end">
          <DateRangePicker label="Period" value={range} onChange={(v) => v && setRange(v)} />
          <Text fz="sm" c="dimmed">
            Earned: invoices posted or payments received in the period. Reversed: credits and voids in it.
          </Text>
        </Group>
        <Table aria-label="Salespeople" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Salesperson</Table.Th>
              <Table.Th>Rules</Table.Th>
              <Table.Th ta="right">Invoices</Table.Th>
              <Table.Th ta="right">Earned</Table.Th>
              <Table.Th ta="right">Reversed</Table.Th>
              <Table.Th ta="right">Net</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !people.isLoading && (
              <EmptyRow
                colSpan={6}
                message="No salespeople: tick Salesperson on an employee to give them rules."
              />
            )}
            {rows.map((p) => (
              <SalespersonRow
                key={p.employeeId}
                p={p}
                active={p.employeeId === shown}
                canEdit={canEdit}
                onShow={() => setSelected(p.employeeId)}
                onEdit={(rule) => setEditing({ rule, employeeId: p.employeeId })}
                onAdd={() => setEditing({ rule: null, employeeId: p.employeeId })}
              />
            ))}
          </Table.Tbody>
          {rows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>Total</Table.Th>
                <Table.Th ta="right">{rows.reduce((s, p) => s + p.invoices, 0)}</Table.Th>
                <Table.Th ta="right">{sumMoneyText(rows.map((p) => p.earned))}</Table.Th>
                <Table.Th ta="right">{sumMoneyText(rows.map((p) => p.reversed))}</Table.Th>
                <Table.Th ta="right">{sumMoneyText(rows.map((p) => p.net))}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Paper>
      {shown !== null && <CommissionReportPanel employeeId={shown} period={period} />}
      <RuleModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        rule={editing?.rule ?? null}
        employeeId={editing?.employeeId}
        salespeople={rows.map((p) => ({ employeeId: p.employeeId, name: p.name }))}
      />
    </>
  );
}

interface RowProps {
  p: CommissionEmployee;
  active: boolean;
  canEdit: boolean;
  onShow: () => void;
  onEdit: (rule: CommissionRule) => void;
  onAdd: () => void;
}

function SalespersonRow({ p, active, canEdit, onShow, onEdit, onAdd }: RowProps) {
  return (
    <Table.Tr bg={active ? 'var(--mantine-color-blue-light)' : undefined}>
      <Table.Td>
        <Anchor component="button" type="button" fw={500} fz="sm" onClick={onShow}>
          {p.name}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {p.number}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {p.rules.length === 0 && (
            <Text fz="sm" c="dimmed">
              No rules
            </Text>
          )}
          {p.rules.map((r) => (
            <Group key={r.id} gap={6} wrap="nowrap">
              <Text
                fz="sm"
                td={r.isActive ? undefined : 'line-through'}
                title={COMMISSION_BASIS_LABELS[r.basis]}
              >
                {ruleText(r)}
              </Text>
              <Text fz="xs" c="dimmed">
                from {formatDate(r.effectiveDate)}
                {r.endDate ? ` to ${dateOrNone(r.endDate)}` : ''}
              </Text>
              {!r.isActive && (
                <Badge size="xs" color="gray" variant="light">
                  Inactive
                </Badge>
              )}
              {canEdit && (
                <Anchor
                  component="button"
                  type="button"
                  fz="xs"
                  onClick={() => onEdit(r)}
                  aria-label={`Edit rule ${r.id}`}
                >
                  Edit
                </Anchor>
              )}
            </Group>
          ))}
          {canEdit && (
            <Anchor component="button" type="button" fz="xs" onClick={onAdd}>
              Add rule
            </Anchor>
          )}
        </Stack>
      </Table.Td>
      <Table.Td ta="right">{p.invoices}</Table.Td>
      <Table.Td ta="right">{formatMoney(p.earned)}</Table.Td>
      <Table.Td ta="right">{formatMoney(p.reversed)}</Table.Td>
      <Table.Td ta="right" fw={500}>
        {formatMoney(p.net)}
      </Table.Td>
    </Table.Tr>
  );
}
