import type { Recommendation } from '@fieldline/contracts/equipment/recommendations.contract';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { useRecommendationMutations } from '../equipment.api';

/** Links a recommendation to a pending job (bid) by its id; the recommendation becomes Quoted. */
export function LinkBidModal({
  recommendation,
  onClose,
}: {
  recommendation: Recommendation | null;
  onClose: () => void;
}) {
  const { link } = useRecommendationMutations();
  const [bidId, setBidId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (recommendation) {
      setBidId('');
      setFieldError(null);
      setError(null);
    }
  }, [recommendation]);

  const save = async () => {
    if (!recommendation) return;
    if (!/^\d+$/.test(bidId.trim()) || Number(bidId) <= 0) {
      setFieldError('Enter the pending job’s id (a whole number).');
      return;
    }
    setError(null);
    try {
      await link.mutateAsync({ id: recommendation.id, bidId: Number(bidId) });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Modal opened={recommendation !== null} onClose={onClose} title="Link to pending job">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          <Text fz="sm" c="dimmed">
            The recommendation is marked Quoted and shows on the pending job.
          </Text>
          <FormError message={error} />
          <TextInput
            label="Pending job id"
            withAsterisk
            data-autofocus
            inputMode="numeric"
            value={bidId}
            error={fieldError}
            onChange={(e) => {
              setBidId(e.currentTarget.value);
              setFieldError(null);
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={link.isPending}>
              Link
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
