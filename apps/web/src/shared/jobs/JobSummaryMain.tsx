import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import { formatMoney, toDecimal } from '@fieldline/contracts/common/money';
import {
  type JobSummary,
  type JobSummaryItem,
  jobItemDisplayAmount,
  jobItemDisplayPrice,
  jobItemsDisplayTotal,
  MISC_SYSTEM_COMPONENT,
} from '@fieldline/contracts/jobs/job-summary.contract';
import { Badge, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the summary. */
export function SummarySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid={`summary-section-${id}`}
      aria-label={title}
      component="section"
    >
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function None({ text }: { text: string }) {
  return (
    <Text size="sm" c="dimmed">
      {text}
    </Text>
  );
}

/** "2.0000" → "2", "1.5000" → "1.5". */
export const quantity = (q: string) => toDecimal(q).toString();

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '-'}
      </Text>
    </div>
  );
}

export function GeneralInfo({ job }: { job: JobSummary['job'] }) {
  const scheduled = job.scheduledStart
    ? `${formatDateTime(job.scheduledStart)}${job.scheduledEnd ? ` – ${formatDateTime(job.scheduledEnd)}` : ''}`
    : '';
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        <Field label="Job #">{job.jobNumber}</Field>
        <Field label="Name">{job.name}</Field>
        <Field label="Project">{job.projectName}</Field>
        <Field label="Type">{`${job.jobType.type} – ${job.jobType.name}`}</Field>
        <Field label="Status">{`${job.jobStatus.statusText} (${job.jobStatus.statusType.name})`}</Field>
        <Field label="Urgency">{job.urgency?.name}</Field>
        <Field label="Invoice status">
          <Badge variant="light" size="sm" data-testid="invoice-status">
            {job.invoiceStatusName}
          </Badge>
        </Field>
        <Field label="Invoiced amount">{formatMoney(job.invoiceAmount)}</Field>
        <Field label="PO number">{job.poNumber}</Field>
        <Field label="Customer">
          {job.customer.accountNumber
            ? `${job.customer.name} (${job.customer.accountNumber})`
            : job.customer.name}
        </Field>
        <Field label="Location">
          {!job.customerLocation.address
            ? job.customerLocation.name
            : job.customerLocation.address.toLowerCase().startsWith(job.customerLocation.name.toLowerCase())
              ? job.customerLocation.address
              : `${job.customerLocation.name}, ${job.customerLocation.address}`}
        </Field>
        <Field label="Office">{job.office.name}</Field>
        <Field label="Sales person">{job.salesPerson?.displayName}</Field>
        <Field label="Assigned to">{job.assignedResource?.displayName}</Field>
        <Field label="Scheduled">{scheduled}</Field>
        <Field label="Completed">{job.completedDate ? formatDate(job.completedDate) : ''}</Field>
        {job.statusReason && <Field label="Status reason">{job.statusReason}</Field>}
      </SimpleGrid>
      {job.description && <Field label="Description">{job.description}</Field>}
    </Stack>
  );
}

interface ItemGroup {
  key: string;
  name: string;
  lines: JobSummaryItem[];
}

/** Items grouped by equipment (by name), the items without equipment last as "Misc. System Component". */
export function groupItemsByEquipment(items: JobSummaryItem[]): ItemGroup[] {
  const groups = new Map<string, ItemGroup>();
  for (const line of items) {
    const key = line.equipment ? `e${line.equipment.id}` : 'misc';
    const name = line.equipment ? line.equipment.name : MISC_SYSTEM_COMPONENT;
    const group = groups.get(key) ?? { key, name, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  const list = [...groups.values()];
  return [
    ...list.filter((g) => g.key !== 'misc').sort((a, b) => a.name.localeCompare(b.name)),
    ...list.filter((g) => g.key === 'misc'),
  ];
}

export function ItemsSection({ summary }: { summary: JobSummary }) {
  const rate = summary.currencyRate;
  if (summary.items.length === 0) return <None text="No items on this job." />;
  const currency = summary.currencyAbbreviation ? ` (${summary.currencyAbbreviation})` : '';
  return (
    <Table striped withTableBorder={false} verticalSpacing={4} data-testid="summary-items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Item</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th ta="right">Qty</Table.Th>
          <Table.Th ta="right">Price{currency}</Table.Th>
          <Table.Th ta="right">Amount{currency}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {groupItemsByEquipment(summary.items).map((g) => [
          <Table.Tr key={g.key} data-testid={`item-group-${g.key}`}>
            <Table.Td colSpan={5}>
              <Text fw={600} size="sm">
                {g.name}
              </Text>
            </Table.Td>
          </Table.Tr>,
          ...g.lines.map((l) => (
            <Table.Tr key={l.id} data-testid={`summary-item-${l.id}`}>
              <Table.Td>{l.item.name}</Table.Td>
              <Table.Td>{l.expenseDescription || l.description}</Table.Td>
              <Table.Td ta="right">{quantity(l.orderedQuantity)}</Table.Td>
              <Table.Td ta="right">
                {formatMoney(jobItemDisplayPrice(l.unitPrice, l.discountAmount, rate))}
              </Table.Td>
              <Table.Td ta="right">
                {formatMoney(jobItemDisplayAmount(l.orderedQuantity, l.unitPrice, l.discountAmount, rate))}
              </Table.Td>
            </Table.Tr>
          )),
        ])}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={4}>Total</Table.Th>
          <Table.Th ta="right" data-testid="summary-items-total">
            {formatMoney(jobItemsDisplayTotal(summary.items, rate))}
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

export function EquipmentSection({ equipment }: { equipment: JobSummary['equipment'] }) {
  if (equipment.length === 0) return <None text="No equipment on this job." />;
  return (
    <Table verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Equipment</Table.Th>
          <Table.Th>Serial #</Table.Th>
          <Table.Th>Item</Table.Th>
          <Table.Th>Metrics</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {equipment.map((e) => (
          <Table.Tr key={e.id}>
            <Table.Td>
              <Text size="sm">{e.name}</Text>
              {e.description && (
                <Text size="xs" c="dimmed">
                  {e.description}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{e.serialNumber ?? '-'}</Table.Td>
            <Table.Td>{e.item?.name ?? '-'}</Table.Td>
            <Table.Td>
              {e.metrics.length === 0
                ? '-'
                : e.metrics.map((m) => (
                    <Text size="sm" key={m.id}>
                      {m.name}:{' '}
                      {m.lastReading === null
                        ? 'no reading'
                        : `${quantity(m.lastReading)}${m.unit ? ` ${m.unit}` : ''}${
                            m.lastReadingDate ? ` (${formatDate(m.lastReadingDate)})` : ''
                          }`}
                    </Text>
                  ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
