import type { AddressInput } from '@fieldline/contracts/addresses/addresses.contract';
import { Button, Group, Modal, Paper, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { AddressPanel } from '../../../shared/address';
import { FormError } from '../../../shared/forms';
import { useCreateLocation } from '../customers.api';

export interface NewLocationModalProps {
  customerId: number;
  opened: boolean;
  onClose: () => void;
}

export function NewLocationModal({ customerId, opened, onClose }: NewLocationModalProps) {
  const create = useCreateLocation(customerId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [address, setAddress] = useState<AddressInput | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setName('');
    setNameError(null);
    setAddress(null);
    setError(null);
    onClose();
  };

  const save = async () => {
    if (name.trim() === '') {
      setNameError('Required');
      return;
    }
    setError(null);
    try {
      const location = await create.mutateAsync({ customerId, name: name.trim(), address });
      notifications.show({ color: 'teal', title: 'Location created', message: location.name });
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="New location" size="lg" closeOnClickOutside={false}>
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
            label="Location name"
            withAsterisk
            data-autofocus
            value={name}
            error={nameError}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
          />
          <Paper withBorder p="sm" radius="md">
            <AddressPanel label="Address" value={address} onChange={setAddress} />
          </Paper>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create location
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
