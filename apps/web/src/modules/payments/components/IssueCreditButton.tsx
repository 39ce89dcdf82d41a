import { Permission } from '@fieldline/contracts/common/permissions';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { IssueCreditModal } from './IssueCreditModal';

/** The customer page's Issue Credit button; shown to users with full Payments access. */
export function IssueCreditButton({ customerId }: { customerId: number }) {
  const [opened, modal] = useDisclosure(false);
  if (useAccess(Permission.Payments) < 2) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconReceiptRefund size={16} />} onClick={modal.open}>
        Issue Credit
      </Button>
      {opened && <IssueCreditModal customerId={customerId} opened onClose={modal.close} />}
    </>
  );
}
