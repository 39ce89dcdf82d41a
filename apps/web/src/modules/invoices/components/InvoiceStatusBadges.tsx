import type { InvoiceListRow } from '@fieldline/contracts/invoices/invoices.contract';
import { Badge, Group } from '@mantine/core';
import { INVOICE_STATUS_COLORS, isPastDue } from './invoice-format';

/** An invoice list row's status (a deposit says so), with "Past due" beside it when it is. */
export function InvoiceStatusBadges({
  invoice: r,
}: {
  invoice: Pick<InvoiceListRow, 'status' | 'invoiceType' | 'dueDate'>;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={INVOICE_STATUS_COLORS[r.status] ?? 'gray'} style={{ flexShrink: 0 }}>
        {r.invoiceType === 'Deposit' ? `Deposit · ${r.status}` : r.status}
      </Badge>
      {isPastDue(r.status, r.dueDate) && (
        <Badge variant="outline" color="red" style={{ flexShrink: 0 }}>
          Past due
        </Badge>
      )}
    </Group>
  );
}
