import type { CustomerAlert } from '@fieldline/contracts/customers/customers.contract';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { DateInputField } from '../../../shared/dates';
import { FormError } from '../../../shared/forms';
import { type AlertValues, useSaveAlert } from '../customers.api';
import { SEVERITY } from './CustomerAlerts';

export interface AlertModalProps {
  customerId: number;
  /** null: a new alert. */
  alert: CustomerAlert | null;
  onClose: () => void;
}

export function AlertModal({ customerId, alert, onClose }: AlertModalProps) {
  const save = useSaveAlert(customerId);
  const [values, setValues] = useState<AlertValues>({
    message: alert?.message ?? '',
    severity: alert?.severity ?? 'warning',
    startDate: alert?.startDate ?? null,
    endDate: alert?.endDate ?? null,
    isActive: alert?.isActive ?? true,
  });
  const [error, setError] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | null>(null);
  const set = (patch: Partial<AlertValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async () => {
    if (values.message.trim() === '') {
      setMessageError('Required');
      return;
    }
    setError(null);
    try {
      const body = alert
        ? { ...values, message: values.message.trim(), version: alert.version }
        : { ...values, message: values.message.trim(), isActive: undefined };
      await save.mutateAsync({ id: alert?.id ?? null, values: body });
      notifications.show({ color: 'teal', message: alert ? 'Alert saved' : 'Alert added' });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={alert ? 'Edit alert' : 'New alert'}
      size="lg"
      closeOnClickOutside={false}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <FormError message={error} />
          <Textarea
            label="Message"
            withAsterisk
            autosize
            minRows={2}
            data-autofocus
            value={values.message}
            error={messageError}
            onChange={(e) => {
              set({ message: e.currentTarget.value });
              setMessageError(null);
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label="Severity"
              allowDeselect={false}
              data={(['critical', 'warning', 'info'] as const).map((s) => ({
                value: s,
                label: SEVERITY[s].label,
              }))}
              value={values.severity}
              onChange={(v) => v && set({ severity: v as AlertValues['severity'] })}
            />
            <DateInputField label="Starts" value={values.startDate} onChange={(d) => set({ startDate: d })} />
            <DateInputField label="Ends" value={values.endDate} onChange={(d) => set({ endDate: d })} />
          </SimpleGrid>
          {alert && (
            <Switch
              label="Active"
              checked={values.isActive ?? true}
              onChange={(e) => set({ isActive: e.currentTarget.checked })}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {alert ? 'Save' : 'Add alert'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
