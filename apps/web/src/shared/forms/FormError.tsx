import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The red alert above a form's buttons; renders nothing without a message. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <span style={{ whiteSpace: 'pre-line' }}>{message}</span>
    </Alert>
  );
}
