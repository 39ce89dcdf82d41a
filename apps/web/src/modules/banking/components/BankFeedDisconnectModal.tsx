import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { useDisconnectItem } from '../bank-feeds.api';

/** Confirms ending a bank login: its accounts are unlinked, the bank lines already in the books stay. */
export function BankFeedDisconnectModal({
  itemId,
  institution,
  onClose,
  onDone,
}: {
  itemId: number;
  institution: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const disconnect = useDisconnectItem();
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    try {
      await disconnect.mutateAsync(itemId);
      onDone(`${institution} is disconnected.`);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Modal opened onClose={onClose} title="Disconnect bank" centered>
      <Stack>
        <Text>
          Disconnect {institution}? The bank login ends and its accounts are unlinked, so no new bank lines
          come in. The transactions already brought in stay in the books. You can connect the bank again
          later.
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" loading={disconnect.isPending} onClick={() => void submit()}>
            Disconnect
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
