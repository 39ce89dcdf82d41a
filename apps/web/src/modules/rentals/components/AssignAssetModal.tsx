import { formatDate } from '@fieldline/contracts/common/dates';
import type { AssetSchedule } from '@fieldline/contracts/rentals/rentals.contract';
import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage, silentApi } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { FormError } from '../../../shared/forms';
import { useGroupAvailability, useRentalWrite } from '../rentals.api';

/**
 * Puts an asset on a schedule: for an unassigned unit, any free unit of its group; for an assigned one, a
 * substitute from a date (the schedule is split there and the swap recorded).
 */
export function AssignAssetModal(props: { schedule: AssetSchedule; onClose: () => void }) {
  const s = props.schedule;
  const substituting = s.asset !== null;
  const [assetId, setAssetId] = useState<string | null>(null);
  const [from, setFrom] = useState<string | null>(s.startDate);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const units = useGroupAvailability(s.group.id, s.startDate, s.endDate);
  const base = `/contracts/${s.contractId}/assetschedules/${s.id}`;
  const save = useRentalWrite(s.contractId, () =>
    substituting
      ? silentApi.post(`${base}/substitute`, {
          assetId: Number(assetId),
          ...(from ? { effectiveDate: from } : {}),
          ...(reason.trim() ? { reason: reason.trim() } : {}),
        })
      : silentApi.patch(base, { assetId: Number(assetId), version: s.version }),
  );
  const options = (units.data?.assets ?? [])
    .filter((a) => a.id !== s.asset?.id)
    .map((a) => ({
      value: String(a.id),
      label: `${a.assetNumber} ${a.name}${a.isFree ? '' : ` (booked ${a.bookings.map((b) => b.contractNumber).join(', ')})`}`,
    }));
  async function submit() {
    setError(null);
    if (!assetId) return setError('Choose an asset.');
    try {
      await save.mutateAsync(undefined);
      notifications.show({
        color: 'green',
        message: substituting ? 'Asset substituted.' : 'Asset assigned.',
      });
      props.onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  }
  return (
    <Modal opened onClose={props.onClose} title={substituting ? 'Substitute asset' : 'Assign asset'}>
      <Stack>
        <Text size="sm">
          {s.group.name}, {formatDate(s.startDate)} – {formatDate(s.endDate)}
          {s.asset ? `; now ${s.asset.assetNumber} ${s.asset.name}` : ''}
        </Text>
        <FormError message={error} />
        <Select
          label="Asset"
          searchable
          data={options}
          value={assetId}
          onChange={setAssetId}
          data-autofocus
        />
        {substituting && (
          <>
            <DateInputField label="From" value={from} onChange={setFrom} />
            <TextInput label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {substituting ? 'Substitute' : 'Assign'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
