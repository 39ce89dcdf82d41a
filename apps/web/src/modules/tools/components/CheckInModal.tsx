import { formatDateTime } from '@fieldline/contracts/common/dates';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { ModalContent } from '../../../shared/modals';
import { useCheckIn, useToolStatus } from '../tools.api';

interface Props {
  tool: { id: number; name: string };
  /** The check-out to close, when the caller already knows it (a row of the job's tools). */
  checkoutId?: number;
  onClose: () => void;
}

/** Check a tool back in: which open check-out comes back (when several are), and how it came back. */
export function CheckInModal({ tool, checkoutId, onClose }: Props) {
  const status = useToolStatus(tool.id);
  const checkIn = useCheckIn();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { checkoutId: checkoutId ? String(checkoutId) : (null as string | null), notes: '' },
  });

  async function save(v: typeof form.values) {
    setError(null);
    const open = status.data?.openCheckouts ?? [];
    const chosen = v.checkoutId ? Number(v.checkoutId) : open.length === 1 ? open[0].id : undefined;
    try {
      await checkIn.mutateAsync({ toolId: tool.id, checkoutId: chosen, notes: v.notes });
      onClose();
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  }

  return (
    <Modal opened onClose={onClose} title={`Check in ${tool.name}`}>
      <ModalContent query={{ ...status, data: status.data?.openCheckouts }}>
        {(open) => {
          const single = open.find((c) => c.id === checkoutId) ?? (open.length === 1 ? open[0] : undefined);
          return (
            <form onSubmit={form.onSubmit(save)}>
              <Stack>
                <FormError message={error} />
                {single ? (
                  <Text size="sm">
                    Out to <b>{single.technicianName}</b>
                    {single.jobNumber ? ` on job ${single.jobNumber}` : ''} since{' '}
                    {formatDateTime(single.checkedOutAt)}.
                  </Text>
                ) : (
                  <Select
                    label="Check-out"
                    required
                    data={open.map((c) => ({
                      value: String(c.id),
                      label: `${c.technicianName}${c.jobNumber ? `, job ${c.jobNumber}` : ''} (${c.quantity}), since ${formatDateTime(c.checkedOutAt)}`,
                    }))}
                    {...form.getInputProps('checkoutId')}
                  />
                )}
                <Textarea
                  label="Return notes"
                  placeholder="Condition, missing parts ..."
                  autosize
                  minRows={2}
                  maxLength={500}
                  data-autofocus
                  {...form.getInputProps('notes')}
                />
                <Group justify="flex-end">
                  <Button variant="default" onClick={onClose}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={checkIn.isPending}>
                    Check in
                  </Button>
                </Group>
              </Stack>
            </form>
          );
        }}
      </ModalContent>
    </Modal>
  );
}
