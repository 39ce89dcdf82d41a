import { Permission } from '@fieldline/contracts/common/permissions';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileInvoice } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { confirmModal } from '../../../shared/modals';
import { useInvoiceJob } from '../invoices.api';
import { invoiceUrl } from './invoice-format';

/** The job page's Create Invoice: bills the job's line items and opens the new invoice. */
export function CreateInvoiceButton({
  job,
}: {
  job: { id: number; jobNumber: string; invoiceStatus: number };
}) {
  const canInvoice = useAccess(Permission.Invoices) >= 2;
  const invoiceJob = useInvoiceJob();
  const navigate = useNavigate();
  if (!canInvoice) return null;

  async function create() {
    const again = job.invoiceStatus === 2;
    if (again && !(await confirmModal(`Job ${job.jobNumber} has already been invoiced. Invoice it again?`)))
      return;
    invoiceJob.mutate(
      { jobId: job.id, partial: again },
      {
        onSuccess: (inv) => {
          // The invoice page shows the warning too; this says it at the moment of invoicing.
          for (const w of inv.warnings)
            notifications.show({
              color: 'yellow',
              title: `Invoice ${inv.invoiceNumber}`,
              message: w.message,
            });
          navigate(invoiceUrl(inv.id));
        },
        onError: (e) => showErrorNotification(errorMessage(e)),
      },
    );
  }
  return (
    <Button
      variant="light"
      leftSection={<IconFileInvoice size={16} />}
      loading={invoiceJob.isPending}
      onClick={create}
    >
      Create Invoice
    </Button>
  );
}
