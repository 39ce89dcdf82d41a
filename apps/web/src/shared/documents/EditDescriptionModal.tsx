import type { DocumentRecord } from '@fieldline/contracts/documents/documents.contract';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useUpdateDocument } from './documents.api';

export interface EditDescriptionModalProps {
  doc: DocumentRecord;
  onClose: () => void;
  onSaved: (doc: DocumentRecord) => void;
}

/** Edits a document's description; the row shows the new text once the server has saved it. */
export function EditDescriptionModal({ doc, onClose, onSaved }: EditDescriptionModalProps) {
  const [value, setValue] = useState(doc.description);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateDocument();

  const save = async () => {
    if (!value.trim()) {
      setError('Enter a description.');
      return;
    }
    try {
      onSaved(await update.mutateAsync({ id: doc.id, description: value.trim() }));
      onClose();
    } catch {
      // Shown by the API client; the dialog stays open.
    }
  };

  return (
    <Modal opened onClose={onClose} title="Edit Description" centered>
      <Stack gap="sm">
        <Textarea
          label="Description"
          withAsterisk
          rows={4}
          maxLength={2000}
          value={value}
          error={error}
          data-autofocus
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
