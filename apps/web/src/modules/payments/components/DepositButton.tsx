import { Permission } from '@fieldline/contracts/common/permissions';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCash } from '@tabler/icons-react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { DepositModal, type DepositModalProps } from './DepositModal';

/** The Deposit button of the customer and job pages; shown to users with full Payments access. */
export function DepositButton(props: Omit<DepositModalProps, 'opened' | 'onClose'>) {
  const [opened, modal] = useDisclosure(false);
  const canPay = useAccess(Permission.Payments) >= 2;
  if (!canPay) return null;
  return (
    <>
      <Button variant="default" leftSection={<IconCash size={16} />} onClick={modal.open}>
        Deposit
      </Button>
      {/* Mounted only while open, so each deposit starts from the defaults (today, the default note). */}
      {opened && <DepositModal {...props} opened onClose={modal.close} />}
    </>
  );
}
