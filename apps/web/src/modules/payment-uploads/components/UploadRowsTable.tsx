import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, isDecimalLike } from '@fieldline/contracts/common/money';
import type { PaymentUpload, PaymentUploadRow } from '@fieldline/contracts/payments/payment-uploads.contract';
import { Anchor, Group, List, SegmentedControl, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { PageCode, pageUrl } from '../../../app/page-codes';
import { EmptyRow, Paging } from '../../../shared/ui';
import { ROWS_PAGE_SIZE, type RowFilter, usePaymentUploadRows } from '../payment-uploads.api';
import { RowStatusBadge } from './UploadStatusBadge';

const FIELD_LABELS: Record<string, string> = {
  customer: 'Customer',
  invoice: 'Invoice',
  amount: 'Amount',
  checkNumber: 'Check number',
  date: 'Date',
  reference: 'Reference',
  row: 'Row',
};
const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

const EMPTY: Record<RowFilter, string> = {
  all: 'The file has no rows.',
  errors: 'No row has errors.',
  valid: 'No row is waiting to be processed.',
  processed: 'No row has been processed yet.',
};

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** A cell as the file had it, or a dash. */
const cell = (v: string) => (v.trim() === '' ? <Text c="dimmed">—</Text> : v);

function RowCells({ row }: { row: PaymentUploadRow }) {
  const numeric = isDecimalLike(row.amount.replace(/[$,\s]/g, ''));
  return (
    <>
      <Table.Td>{row.rowNumber}</Table.Td>
      <Table.Td>
        <Text fz="sm">{row.customer || '—'}</Text>
        {row.customerName && row.customerId !== null && (
          <Anchor component={Link} to={pageUrl(PageCode.Customer, row.customerId)} fz="xs">
            → {row.customerName}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td style={NOWRAP}>
        {row.invoiceId !== null && row.invoice ? (
          <Anchor component={Link} to={`/invoices/${row.invoiceId}`} fz="sm">
            {row.invoice}
          </Anchor>
        ) : (
          cell(row.invoice)
        )}
      </Table.Td>
      <Table.Td ta="right" style={NOWRAP} c={numeric ? undefined : 'red.8'}>
        {numeric ? formatMoney(row.amount.replace(/[$,\s]/g, '')) : cell(row.amount)}
      </Table.Td>
      <Table.Td style={NOWRAP}>{cell(row.checkNumber)}</Table.Td>
      <Table.Td style={NOWRAP}>{row.paymentDate ? formatDate(row.paymentDate) : cell(row.date)}</Table.Td>
      <Table.Td>{cell(row.reference)}</Table.Td>
      <Table.Td>
        <RowStatusBadge status={row.status} />
      </Table.Td>
    </>
  );
}

/** The upload's rows as the file had them, what validation found, and every error of a row under it. */
export function UploadRowsTable({ upload }: { upload: PaymentUpload }) {
  const [filter, setFilter] = useState<RowFilter>('all');
  const [page, setPage] = useState(1);
  const rows = usePaymentUploadRows(upload.id, filter, page);
  const data = rows.data?.data ?? [];
  return (
    <>
      <Group justify="space-between" mb="sm">
        <SegmentedControl
          aria-label="Show rows"
          value={filter}
          onChange={(v) => {
            setFilter(v as RowFilter);
            setPage(1);
          }}
          data={[
            { value: 'all', label: `All (${upload.rowCount})` },
            { value: 'errors', label: `With errors (${upload.invalidCount})` },
            { value: 'valid', label: `Valid (${upload.validCount})` },
            { value: 'processed', label: `Processed (${upload.processedCount})` },
          ]}
        />
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label="Upload rows" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Row</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Invoice</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Check number</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th w={120}>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.length === 0 && (
              <EmptyRow colSpan={8} message={rows.isLoading ? 'Loading…' : EMPTY[filter]} />
            )}
            {data.map((row) => {
              const bad = row.errors.length > 0;
              const bg = bad ? 'var(--mantine-color-red-light)' : undefined;
              return (
                <Fragment key={row.id}>
                  <Table.Tr bg={bg} data-row={row.rowNumber}>
                    <RowCells row={row} />
                  </Table.Tr>
                  {bad && (
                    <Table.Tr bg={bg} data-errors-of={row.rowNumber}>
                      <Table.Td />
                      <Table.Td colSpan={7} pt={0}>
                        <List size="sm" c="red.8" aria-label={`Errors of row ${row.rowNumber}`}>
                          {row.errors.map((e) => (
                            <List.Item key={`${e.field}:${e.message}`}>
                              <Text span fw={600} fz="sm">
                                {fieldLabel(e.field)}:
                              </Text>{' '}
                              {e.message}
                            </List.Item>
                          ))}
                        </List>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paging
        total={rows.data?.count_filtered ?? 0}
        page={page}
        pageSize={ROWS_PAGE_SIZE}
        onChange={setPage}
      />
    </>
  );
}
