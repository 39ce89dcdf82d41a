import type { ReconciliationDetail } from '@fieldline/contracts/banking/reconciliation.contract';
import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { EmptyRow, Fact, PageHeader, QueryStatus } from '../../../shared/ui';
import { useDeleteReconciliation, usePatchReconciliation, useReconciliation } from '../banking.api';
import { sourceLabel } from '../source-label';

const API = '/v1';

/** One reconciliation: the statement's figures, the book items to tick, Finish at a zero difference. */
export function ReconciliationPage() {
  const id = Number(useParams().id);
  const rec = useReconciliation(id);
  return <QueryStatus query={rec}>{(r) => <ReconciliationView r={r} />}</QueryStatus>;
}

function ReconciliationView({ r }: { r: ReconciliationDetail }) {
  const id = r.id;
  const patch = usePatchReconciliation(id);
  const canEdit = useAccess(Permission.Banking) >= 2;
  const [undoing, setUndoing] = useState(false);
  const open = r.status === 'InProgress';
  const toggle = (lineId: number, cleared: boolean) =>
    patch
      .mutateAsync(cleared ? { unclear: [lineId] } : { clear: [lineId] })
      .catch((err) => showErrorNotification(errorMessage(err)));
  const finish = () =>
    patch.mutateAsync({ finish: true }).catch((err) => showErrorNotification(errorMessage(err)));
  const zero = Number(r.difference) === 0;
  return (
    <>
      <PageHeader
        title={`Reconcile ${r.bankAccount}`}
        description={`Statement of ${formatDate(r.statementDate)}`}
        actions={
          <Group>
            <Button
              component="a"
              href={`${API}/reconciliations/${id}/report?format=pdf`}
              target="_blank"
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
            >
              Report PDF
            </Button>
            <Button
              component="a"
              href={`${API}/reconciliations/${id}/report?format=xlsx`}
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
            >
              Excel
            </Button>
            {canEdit && !open && (
              <Button color="red" variant="light" onClick={() => setUndoing(true)}>
                Unreconcile
              </Button>
            )}
            {canEdit && open && (
              <Button color="red" variant="subtle" onClick={() => setUndoing(true)}>
                Delete
              </Button>
            )}
            {canEdit && open && (
              <Button
                disabled={!zero}
                loading={patch.isPending && patch.variables?.finish}
                onClick={() => void finish()}
              >
                Finish
              </Button>
            )}
          </Group>
        }
      />
      <Paper p="lg" radius="md" mb="md">
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          <Fact label="Opening balance">{formatMoney(r.openingBalance)}</Fact>
          <Fact label="Cleared deposits">{formatMoney(r.clearedDeposits)}</Fact>
          <Fact label="Cleared payments">{formatMoney(r.clearedPayments)}</Fact>
          <Fact label="Cleared balance">{formatMoney(r.clearedBalance)}</Fact>
          <Fact label="Statement ending balance">{formatMoney(r.endingBalance)}</Fact>
          <Fact label="Difference">
            <Text data-testid="reconciliation-difference" fw={700} c={zero ? 'teal.8' : 'red.8'}>
              {formatMoney(r.difference)}
            </Text>
          </Fact>
        </SimpleGrid>
        <Group mt="sm" gap="xs">
          <Badge variant="light" color={open ? 'yellow' : 'teal'}>
            {open ? 'In progress' : `Finished by ${r.finishedBy ?? '—'}`}
          </Badge>
          {open && !zero && (
            <Text fz="sm" c="dimmed">
              Tick the items the statement shows; Finish is possible once the difference is $0.00.
            </Text>
          )}
        </Group>
      </Paper>
      <Paper p="lg" radius="md">
        <Table aria-label="Reconciliation items" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={60}>Cleared</Table.Th>
              <Table.Th>Date</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Name / memo</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th ta="right">Deposit</Table.Th>
              <Table.Th ta="right">Payment</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.items.length === 0 && (
              <EmptyRow colSpan={7} message="No book entries on this account up to the statement date." />
            )}
            {r.items.map((i) => {
              const isIn = !i.amount.startsWith('-');
              return (
                <Table.Tr key={i.journalLineId} data-line={i.journalLineId}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Cleared ${formatDate(i.date)} ${i.party ?? i.memo ?? ''} ${formatMoney(i.amount)}`}
                      checked={i.cleared}
                      disabled={!open || !canEdit}
                      onChange={() => void toggle(i.journalLineId, i.cleared)}
                    />
                  </Table.Td>
                  <Table.Td>{formatDate(i.date)}</Table.Td>
                  <Table.Td>
                    {sourceLabel(i.sourceType)}
                    {i.matched && (
                      <Badge ml="xs" size="xs" variant="light" color="teal">
                        Matched
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fz="sm" lineClamp={1}>
                      {i.party ?? i.memo}
                    </Text>
                  </Table.Td>
                  <Table.Td>{i.reference}</Table.Td>
                  <Table.Td ta="right">{isIn ? formatMoney(i.amount) : ''}</Table.Td>
                  <Table.Td ta="right">{isIn ? '' : formatMoney(i.amount.slice(1))}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
      {undoing && <UndoModal id={id} finished={!open} onClose={() => setUndoing(false)} />}
    </>
  );
}

function UndoModal({ id, finished, onClose }: { id: number; finished: boolean; onClose: () => void }) {
  const remove = useDeleteReconciliation(id);
  const navigate = useNavigate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    try {
      await remove.mutateAsync(finished ? reason : undefined);
      navigate('/accounting/reconciliations');
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Modal opened onClose={onClose} title={finished ? 'Unreconcile' : 'Delete reconciliation'} centered>
      <Stack>
        <Text fz="sm">
          {finished
            ? 'Its items become open again and can be changed. The reason is kept in the audit trail.'
            : 'The reconciliation in progress is deleted; matched bank transactions stay matched.'}
        </Text>
        {finished && (
          <TextInput
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            required
          />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            disabled={finished && reason.trim() === ''}
            loading={remove.isPending}
            onClick={() => void submit()}
          >
            {finished ? 'Unreconcile' : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
