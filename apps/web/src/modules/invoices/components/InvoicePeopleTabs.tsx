import { ActionIcon, Button, Checkbox, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { EmptyRow } from '../../../shared/ui';
import { useLookup } from '../../purchasing/purchasing.api';
import {
  useCustomerContactOptions,
  useInvoiceCommission,
  useInvoiceContactChange,
  useInvoiceContacts,
  useInvoiceEmployeeChange,
} from '../invoices.api';
import { money } from './invoice-format';

const onError = (e: unknown) => showErrorNotification(errorMessage(e));

/** Who the invoice goes to: contacts of the customer. */
export function InvoiceContactsTab({
  invoiceId,
  customerId,
  canEdit,
}: {
  invoiceId: number;
  customerId: number;
  canEdit: boolean;
}) {
  const rows = useInvoiceContacts(invoiceId);
  const options = useCustomerContactOptions(customerId);
  const change = useInvoiceContactChange(invoiceId);
  const [pick, setPick] = useState<string | null>(null);
  const taken = new Set((rows.data ?? []).map((r) => r.contactId));
  return (
    <Stack>
      {canEdit && (
        <Group align="flex-end">
          <Select
            label="Add a contact"
            searchable
            w={280}
            data={(options.data ?? [])
              .filter((c) => !taken.has(c.id))
              .map((c) => ({ value: String(c.id), label: c.displayName }))}
            value={pick}
            onChange={setPick}
          />
          <Button
            disabled={!pick}
            loading={change.add.isPending}
            onClick={() =>
              pick && change.add.mutate(Number(pick), { onError, onSuccess: () => setPick(null) })
            }
          >
            Add
          </Button>
        </Group>
      )}
      <Table aria-label="Invoice contacts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(rows.data ?? []).length === 0 && <EmptyRow colSpan={4} message="No contacts on this invoice." />}
          {(rows.data ?? []).map((c) => (
            <Table.Tr key={c.contactId}>
              <Table.Td>{c.name}</Table.Td>
              <Table.Td>{c.email}</Table.Td>
              <Table.Td>{c.phone}</Table.Td>
              <Table.Td>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${c.name}`}
                    onClick={() => change.remove.mutate(c.contactId, { onError })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** How a row's commission is figured: the salesperson's rule, a percent typed here, or an amount typed by hand. */
const sourceOf = (e: { commissionSource: string; overrideAmount: string | null; ruleId: number | null }) =>
  e.overrideAmount !== null
    ? 'Amount typed'
    : e.commissionSource === 'Percent'
      ? 'Percent typed'
      : e.ruleId
        ? 'Rule'
        : 'No rule';

/**
 * Employees credited with the sale and their commission: from the salesperson's commission rule (Commissions
 * screen) or a percent of the subtotal typed here. Earned is what payments, credits and a void have left of it.
 */
export function InvoiceEmployeesTab({ invoiceId, canEdit }: { invoiceId: number; canEdit: boolean }) {
  const commission = useInvoiceCommission(invoiceId);
  const employees = useLookup('employees');
  const change = useInvoiceEmployeeChange(invoiceId);
  const [pick, setPick] = useState<string | null>(null);
  // Empty: the person's commission rule figures it.
  const [pct, setPct] = useState('');
  const rows = commission.data?.employees ?? [];
  const taken = new Set(rows.map((r) => r.employeeId));
  return (
    <Stack>
      {canEdit && (
        <Group align="flex-end">
          <Select
            label="Employee"
            searchable
            w={240}
            data={(employees.data ?? [])
              .filter((e) => !taken.has(e.id))
              .map((e) => ({ value: String(e.id), label: e.name }))}
            value={pick}
            onChange={setPick}
          />
          <TextInput
            label="Commission %"
            placeholder="From rule"
            w={120}
            value={pct}
            onChange={(e) => setPct(e.currentTarget.value)}
          />
          <Button
            disabled={!pick}
            loading={change.add.isPending}
            onClick={() =>
              pick &&
              change.add.mutate(
                { employeeId: Number(pick), role: 'Sales', commissionPct: pct || '0' },
                { onError, onSuccess: () => setPick(null) },
              )
            }
          >
            Add
          </Button>
          <Button
            variant="default"
            loading={change.recompute.isPending}
            onClick={() => change.recompute.mutate()}
          >
            Recalculate commissions
          </Button>
        </Group>
      )}
      <Table aria-label="Invoice employees">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Employee</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Figured from</Table.Th>
            <Table.Th ta="right">Commission %</Table.Th>
            <Table.Th ta="right">Commission</Table.Th>
            <Table.Th ta="right">Earned</Table.Th>
            <Table.Th>Paid</Table.Th>
            <Table.Th w={40} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <EmptyRow colSpan={8} message="No employees on this invoice." />}
          {rows.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>{e.employeeName}</Table.Td>
              <Table.Td>{e.role}</Table.Td>
              <Table.Td>{sourceOf(e)}</Table.Td>
              <Table.Td ta="right">
                {e.commissionSource === 'Rule' && !e.ruleId ? '' : e.commissionPct}
              </Table.Td>
              <Table.Td ta="right">{money(e.commissionFull)}</Table.Td>
              <Table.Td ta="right">{money(e.commissionAmount)}</Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={`${e.employeeName} paid`}
                  checked={e.isPaid}
                  disabled={!canEdit}
                  onChange={(ev) =>
                    change.update.mutate({ eid: e.id, isPaid: ev.currentTarget.checked }, { onError })
                  }
                />
              </Table.Td>
              <Table.Td>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${e.employeeName}`}
                    onClick={() => change.remove.mutate(e.id, { onError })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {commission.data && (
        <Text fz="sm" c="dimmed">
          Subtotal {money(commission.data.subTotal)} · commission earned{' '}
          {money(commission.data.totalCommission)}
        </Text>
      )}
    </Stack>
  );
}
