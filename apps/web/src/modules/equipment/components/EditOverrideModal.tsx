import type { ItemOverride } from '@fieldline/contracts/equipment/equipment.contract';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { useOverrideMutations } from '../equipment.api';

const AMOUNT = /^(\d+\.?\d*|\.\d+)$/;
/** "12.5000" edits as "12.5". */
const trim = (v: string | null) => (v === null ? '' : v.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, ''));

/** Changes an override's description, price and cost (blank clears one). */
export function EditOverrideModal({
  equipmentId,
  override,
  onClose,
}: {
  equipmentId: number;
  override: ItemOverride | null;
  onClose: () => void;
}) {
  const { update } = useOverrideMutations(equipmentId);
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [cost, setCost] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  useEffect(() => {
    if (override) {
      setDescription(override.description ?? '');
      setPrice(trim(override.price));
      setCost(trim(override.cost));
      setError(null);
      setTitle(`Override of ${override.item.itemCode}`);
    }
  }, [override]);

  const save = async () => {
    if (!override) return;
    const bad = [
      ['Price', price],
      ['Cost', cost],
    ].find(([, v]) => v.trim() !== '' && !AMOUNT.test(v.trim()));
    if (bad) {
      setError(`${bad[0]} must be a number of 0 or more.`);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({
        overrideId: override.id,
        description: description.trim() || null,
        price: price.trim() || null,
        cost: cost.trim() || null,
        version: override.version,
      });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Modal opened={override !== null} onClose={onClose} title={title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          <FormError message={error} />
          <TextInput
            label="Description"
            data-autofocus
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
          <SimpleGrid cols={2}>
            <TextInput label="Price" value={price} onChange={(e) => setPrice(e.currentTarget.value)} />
            <TextInput label="Cost" value={cost} onChange={(e) => setCost(e.currentTarget.value)} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save override
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
