import { Button } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { PayLinkModal } from './PayLinkModal';

/** The invoice page's "Pay link" action (staff with full Invoices access). */
export function PayLinkButton({ invoiceId, invoiceNumber }: { invoiceId: number; invoiceNumber: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconLink size={16} />} onClick={() => setOpen(true)}>
        Pay link
      </Button>
      {open && (
        <PayLinkModal invoiceId={invoiceId} invoiceNumber={invoiceNumber} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
