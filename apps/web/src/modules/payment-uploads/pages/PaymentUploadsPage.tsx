import { formatDate } from '@fieldline/contracts/common/dates';
import { formatCount, formatMoney } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  PAYMENT_UPLOAD_STATUSES,
  type PaymentUploadStatus,
} from '@fieldline/contracts/payments/payment-uploads.contract';
import { Anchor, Button, Paper, Select, Table, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { UploadPaymentsModal } from '../components/UploadPaymentsModal';
import { UploadStatusBadge } from '../components/UploadStatusBadge';
import { UPLOADS_PAGE_SIZE, usePaymentUploads } from '../payment-uploads.api';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Payment uploads newest first (issue 21 item 4): lockbox and remittance files on their way to the bank. */
export function PaymentUploadsPage() {
  const canUpload = useAccess(Permission.Payments) >= 2;
  const [status, setStatus] = useState<PaymentUploadStatus | null>(null);
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const list = usePaymentUploads(status, page);
  const rows = list.data?.data ?? [];
  return (
    <>
      <PageHeader
        title="Payment uploads"
        description="Lockbox and remittance files of customer payments: validated row by row, applied to invoices and deposited together."
        actions={
          canUpload && (
            <Button leftSection={<IconUpload size={16} />} onClick={() => setUploading(true)}>
              Upload payments
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Select
          label="Status"
          placeholder="All statuses"
          data={[...PAYMENT_UPLOAD_STATUSES]}
          value={status}
          onChange={(v) => {
            setStatus(v as PaymentUploadStatus | null);
            setPage(1);
          }}
          clearable
          w={220}
          mb="md"
        />
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label="Payment uploads" highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>File</Table.Th>
                <Table.Th>Bank account</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Rows</Table.Th>
                <Table.Th ta="right">Errors</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th ta="right">Processed</Table.Th>
                <Table.Th>Uploaded</Table.Th>
                <Table.Th>Deposited</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <EmptyRow
                  colSpan={9}
                  message={
                    list.isLoading
                      ? 'Loading…'
                      : status
                        ? `No ${status.toLowerCase()} uploads.`
                        : 'No payment uploads yet: upload a lockbox or remittance file to start.'
                  }
                />
              )}
              {rows.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/accounting/payment-uploads/${u.id}`} fz="sm" fw={500}>
                      {u.fileName}
                    </Anchor>
                    <Text fz="xs" c="dimmed">
                      {u.paymentMethod}
                    </Text>
                  </Table.Td>
                  <Table.Td>{u.bankAccount}</Table.Td>
                  <Table.Td>
                    <UploadStatusBadge status={u.status} />
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(u.rowCount)}</Table.Td>
                  <Table.Td ta="right" c={u.invalidCount > 0 ? 'red.8' : undefined}>
                    {u.status === 'Uploaded' ? '—' : formatCount(u.invalidCount)}
                  </Table.Td>
                  <Table.Td ta="right" style={NOWRAP}>
                    {formatMoney(u.total)}
                  </Table.Td>
                  <Table.Td ta="right" style={NOWRAP}>
                    {formatMoney(u.processedTotal)}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm">{formatDate(u.createdDate)}</Text>
                    <Text fz="xs" c="dimmed">
                      {u.createdByName ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td style={NOWRAP}>{u.depositDate ? formatDate(u.depositDate) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Paging
          total={list.data?.count_filtered ?? 0}
          page={page}
          pageSize={UPLOADS_PAGE_SIZE}
          onChange={setPage}
        />
      </Paper>
      {uploading && <UploadPaymentsModal onClose={() => setUploading(false)} />}
    </>
  );
}
