import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

// Alerts and confirmations demand an explicit answer (spec 2 section 2.6): the backdrop
// is static and Escape does nothing, so neither can be dismissed by accident.
const blockingProps = {
  closeOnClickOutside: false,
  closeOnEscape: false,
  withCloseButton: false,
  centered: true,
} as const;

let nextId = 0;

/** Shows a message with one OK button; resolves when OK is clicked. */
export function alertModal(message: ReactNode, options: { title?: string } = {}): Promise<void> {
  const modalId = `alert-${++nextId}`;
  return new Promise((resolve) => {
    const close = () => {
      modals.close(modalId);
      resolve();
    };
    modals.open({
      ...blockingProps,
      modalId,
      title: options.title ?? 'Alert',
      children: (
        <Stack gap="lg">
          <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              OK
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}

export interface ConfirmOptions {
  title?: string;
  /** Label of the confirming button; OK unless a more specific verb reads better. */
  confirmLabel?: string;
  danger?: boolean;
}

/** Asks a question with Cancel and OK; resolves true only when OK is clicked. */
export function confirmModal(message: ReactNode, options: ConfirmOptions = {}): Promise<boolean> {
  const modalId = `confirm-${++nextId}`;
  return new Promise((resolve) => {
    modals.openConfirmModal({
      ...blockingProps,
      modalId,
      title: options.title ?? 'Confirm',
      children: <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>,
      labels: { confirm: options.confirmLabel ?? 'OK', cancel: 'Cancel' },
      confirmProps: options.danger ? { color: 'red' } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
