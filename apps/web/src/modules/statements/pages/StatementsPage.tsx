import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  DELIVERY_LABELS,
  type DeliveryMethod,
  isBatchComplete,
  isReadyToPrint,
  type StatementBatch,
} from '@fieldline/contracts/statements/statements.contract';
import { Button, Paper, Table, Text } from '@mantine/core';
import { IconFileInvoice, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { NONE } from '../../../shared/format';
import { EmptyRow, PageHeader, QueryStatus } from '../../../shared/ui';
import { BatchProgressModal } from '../components/BatchProgressModal';
import { CreateStatementsModal } from '../components/CreateStatementsModal';
import { batchPdfUrl, useStatementBatches } from '../statements.api';

const count = (done: number, total: number) => (total ? `${done} / ${total}` : NONE);

function BatchRow({ b, onOpen }: { b: StatementBatch; onOpen: () => void }) {
  const complete = isBatchComplete(b);
  return (
    <Table.Tr style={{ cursor: 'pointer' }} onClick={onOpen}>
      <Table.Td>{b.id}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(b.createdDate)}</Table.Td>
      <Table.Td>{`${formatDate(b.periodStart)} - ${formatDate(b.statementDate)}`}</Table.Td>
      <Table.Td>{b.createdBy ?? NONE}</Table.Td>
      <Table.Td>{DELIVERY_LABELS[b.options.deliveryMethod as DeliveryMethod] ?? NONE}</Table.Td>
      <Table.Td ta="right">{b.customerCount}</Table.Td>
      <Table.Td ta="right">
        {count(b.printCountComplete, b.printCountTotal)}
        {b.printCountError > 0 && <Text fz="xs" c="red">{`${b.printCountError} errors`}</Text>}
      </Table.Td>
      <Table.Td ta="right">
        {count(b.emailCountComplete, b.emailCountTotal)}
        {b.emailCountError > 0 && <Text fz="xs" c="red">{`${b.emailCountError} errors`}</Text>}
      </Table.Td>
      <Table.Td>
        <Text fz="sm" fw={600} c={complete ? 'teal' : 'blue'} style={{ whiteSpace: 'nowrap' }}>
          {b.statementCount === 0 ? 'Empty' : complete ? 'Complete' : 'Running'}
        </Text>
      </Table.Td>
      <Table.Td>
        {b.printCountTotal > 0 && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPrinter size={14} />}
            disabled={!isReadyToPrint(b)}
            aria-label={`Print batch ${b.id}`}
            onClick={(e) => {
              e.stopPropagation();
              window.open(batchPdfUrl(b.id), '_blank', 'noopener');
            }}
          >
            Print
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Accounting → Statements: the batches with their counts, a print button each, and the create modal. */
export function StatementsPage() {
  const canCreate = useAccess(Permission.CustomerStatements) >= 2;
  const batches = useStatementBatches();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  return (
    <>
      <PageHeader
        title="Statements"
        description="Customer statements in batches: printed as one PDF, e-mailed one by one."
        actions={
          canCreate && (
            <Button leftSection={<IconFileInvoice size={16} />} onClick={() => setCreating(true)}>
              Create statements
            </Button>
          )
        }
      />
      <Paper p="md" radius="md">
        <QueryStatus query={batches}>
          {(list) => (
            <Table.ScrollContainer minWidth={950}>
              <Table aria-label="Statement batches" highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Batch</Table.Th>
                    <Table.Th>Created</Table.Th>
                    <Table.Th>Period</Table.Th>
                    <Table.Th>By</Table.Th>
                    <Table.Th>Delivery</Table.Th>
                    <Table.Th ta="right">Customers</Table.Th>
                    <Table.Th ta="right">Printed</Table.Th>
                    <Table.Th ta="right">E-mailed</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.length === 0 && <EmptyRow colSpan={10} message="No statement batches yet." />}
                  {list.map((b) => (
                    <BatchRow key={b.id} b={b} onOpen={() => setShown(b.id)} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryStatus>
      </Paper>
      <CreateStatementsModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setShown(id);
        }}
      />
      <BatchProgressModal batchId={shown} onClose={() => setShown(null)} />
    </>
  );
}

export default StatementsPage;
