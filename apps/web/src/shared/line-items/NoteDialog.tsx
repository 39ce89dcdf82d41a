import { NOTE_MAX } from '@fieldline/contracts/line-items/line-items.contract';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface NoteDialogProps {
  opened: boolean;
  /** The line's item name, for the title. */
  itemName: string;
  note: string;
  readOnly?: boolean;
  onClose: () => void;
  onSave: (note: string) => void;
}

/** The per-item note (spec 2 §5): at most 2000 characters with a live "N / 2000" counter. */
export function NoteDialog({ opened, itemName, note, readOnly, onClose, onSave }: NoteDialogProps) {
  const [text, setText] = useState(note);
  useEffect(() => {
    if (opened) setText(note);
  }, [opened, note]);
  return (
    <Modal opened={opened} onClose={onClose} title={`Note — ${itemName}`} size="lg">
      <Textarea
        aria-label="Note"
        rows={8}
        maxLength={NOTE_MAX}
        value={text}
        readOnly={readOnly}
        onChange={(e) => setText(e.currentTarget.value.slice(0, NOTE_MAX))}
      />
      <Text size="xs" c="dimmed" ta="right" mt={4} data-testid="note-counter">
        {text.length} / {NOTE_MAX}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button
            onClick={() => {
              onSave(text);
              onClose();
            }}
          >
            Save note
          </Button>
        )}
      </Group>
    </Modal>
  );
}
