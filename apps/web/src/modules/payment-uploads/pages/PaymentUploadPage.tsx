import { formatDate } from '@fieldline/contracts/common/dates';
import { formatCount, formatMoney } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { PaymentUpload } from '@fieldline/contracts/payments/payment-uploads.contract';
import { Anchor, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconBuildingBank, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { FormError } from '../../../shared/forms';
import { Fact, PageHeader, QueryStatus, RecordTitle } from '../../../shared/ui';
import { DepositUploadModal } from '../components/DepositUploadModal';
import { ProcessPanel } from '../components/ProcessPanel';
import { UploadRowsTable } from '../components/UploadRowsTable';
import { UploadStatusBadge } from '../components/UploadStatusBadge';
import { useDeleteUpload, usePaymentUpload, useValidateUpload } from '../payment-uploads.api';

const CRUMBS = [{ label: 'Payment uploads', to: '/accounting/payment-uploads' }];

/** One payment upload (issue 21 item 4): its rows and errors, and Validate, Process, Deposit, Delete. */
export function PaymentUploadPage() {
  const id = Number(useParams().id);
  const upload = usePaymentUpload(id);
  return <QueryStatus query={upload}>{(u) => <UploadView key={u.id} upload={u} />}</QueryStatus>;
}

function UploadFacts({ upload: u, canSeeLedger }: { upload: PaymentUpload; canSeeLedger: boolean }) {
  const validated = u.status !== 'Uploaded';
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="md" data-testid="upload-facts">
      <Fact label="Bank account">{u.bankAccount}</Fact>
      <Fact label="Payment method">{u.paymentMethod}</Fact>
      <Fact label="Rows">{formatCount(u.rowCount)}</Fact>
      <Fact label="Valid">{validated ? formatCount(u.validCount + u.processedCount) : 'Not validated'}</Fact>
      <Fact label="With errors">
        {validated ? (
          <Text fz="sm" c={u.invalidCount > 0 ? 'red.8' : undefined} fw={u.invalidCount > 0 ? 700 : 400}>
            {formatCount(u.invalidCount)}
          </Text>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label="File total">{formatMoney(u.total)}</Fact>
      <Fact label="Processed">
        {formatMoney(u.processedTotal)} ({formatCount(u.paymentCount)}{' '}
        {u.paymentCount === 1 ? 'payment' : 'payments'})
      </Fact>
      <Fact label="Deposit">
        {u.depositDate ? (
          <span data-testid="deposit-fact">
            {formatDate(u.depositDate)}
            {u.depositEntryId !== null &&
              (canSeeLedger ? (
                <>
                  {' · '}
                  <Anchor component={Link} to={`/accounting/journal/${u.depositEntryId}`} fz="sm">
                    Entry #{u.depositEntryId}
                  </Anchor>
                </>
              ) : (
                ` · Entry #${u.depositEntryId}`
              ))}
          </span>
        ) : (
          'Not deposited'
        )}
      </Fact>
    </SimpleGrid>
  );
}

function UploadView({ upload: u }: { upload: PaymentUpload }) {
  const canEdit = useAccess(Permission.Payments) >= 2;
  const canSeeLedger = useAccess(Permission.GeneralLedger) >= 1;
  const navigate = useNavigate();
  const validate = useValidateUpload();
  const remove = useDeleteUpload();
  const [depositing, setDepositing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const runValidate = async () => {
    setError(null);
    try {
      await validate.mutateAsync(u.id);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  // A new upload is validated as soon as it opens (once: a refusal is shown, not retried in a loop).
  const autoValidated = useRef(false);
  useEffect(() => {
    if (u.status !== 'Uploaded' || !canEdit || autoValidated.current) return;
    autoValidated.current = true;
    void runValidate();
  });

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete upload',
      children: (
        <Text fz="sm">
          Delete the upload of “{u.fileName}” and its {formatCount(u.rowCount)} rows? No payment was made from
          it.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync(u.id).then(
          () => {
            notifications.show({ color: 'teal', message: `The upload of ${u.fileName} was deleted.` });
            navigate('/accounting/payment-uploads');
          },
          (err) => setError(errorMessage(err)),
        ),
    });

  const validatable = u.status === 'Uploaded' || u.status === 'Validated';
  return (
    <>
      <PageHeader
        crumbs={CRUMBS}
        title={
          <RecordTitle name={u.fileName}>
            <UploadStatusBadge status={u.status} />
          </RecordTitle>
        }
        description={`Uploaded ${formatDate(u.createdDate)}${u.createdByName ? ` by ${u.createdByName}` : ''}`}
        actions={
          canEdit && (
            <Group gap="sm">
              {validatable && (
                <Button
                  variant="default"
                  leftSection={<IconRefresh size={16} />}
                  loading={validate.isPending}
                  onClick={() => void runValidate()}
                >
                  {u.status === 'Uploaded' ? 'Validate' : 'Validate again'}
                </Button>
              )}
              {u.status === 'Processed' && (
                <Button leftSection={<IconBuildingBank size={16} />} onClick={() => setDepositing(true)}>
                  Deposit
                </Button>
              )}
              {u.processedCount === 0 && u.status !== 'Deposited' && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  loading={remove.isPending}
                  onClick={confirmDelete}
                >
                  Delete
                </Button>
              )}
            </Group>
          )
        }
      />
      <Paper p="lg" radius="md" mb="md">
        <UploadFacts upload={u} canSeeLedger={canSeeLedger} />
      </Paper>
      <FormError message={error} />
      <Paper p="lg" radius="md" my="md">
        <ProcessPanel upload={u} canEdit={canEdit} validating={validate.isPending} />
      </Paper>
      <Paper p="lg" radius="md">
        <UploadRowsTable upload={u} />
      </Paper>
      {depositing && <DepositUploadModal upload={u} onClose={() => setDepositing(false)} />}
    </>
  );
}
