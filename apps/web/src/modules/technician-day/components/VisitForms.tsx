import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ItemTypeahead } from '../../../shared/items';
import { useAddMaterial, useAddNote, useAddPhoto } from '../technician-day.api';

type Props = { date: string | null; jobId: number };

export function NoteForm({ date, jobId }: Props) {
  const [text, setText] = useState('');
  const add = useAddNote(date, jobId);
  return (
    <Stack gap={6}>
      <Textarea
        aria-label="New note"
        placeholder="Add a note for the office"
        minRows={2}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group justify="flex-end">
        <Button
          size="sm"
          variant="light"
          disabled={!text.trim()}
          loading={add.isPending}
          onClick={() => add.mutate(text.trim(), { onSuccess: () => setText('') })}
        >
          Add note
        </Button>
      </Group>
    </Stack>
  );
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

/** Add photo: the phone's camera (capture="environment") or its gallery; stored as a job document. */
export function PhotoButton({ date, jobId, count }: Props & { count: number }) {
  const input = useRef<HTMLInputElement>(null);
  const add = useAddPhoto(date, jobId);
  async function picked(file: File | undefined) {
    if (!file) return;
    const ext = (file.name.split('.').pop() ?? '').toLowerCase() || file.type.replace('image/', '');
    add.mutate({ name: file.name, type: ext, body: await readAsDataUrl(file) });
    if (input.current) input.current.value = '';
  }
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fz="sm">{count ? `${count} photo${count === 1 ? '' : 's'} on the job` : 'No photos yet'}</Text>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        aria-label="Photo file"
        onChange={(e) => picked(e.currentTarget.files?.[0])}
      />
      <Button
        size="sm"
        variant="light"
        leftSection={<IconCamera size={16} />}
        loading={add.isPending}
        onClick={() => input.current?.click()}
      >
        Add photo
      </Button>
    </Group>
  );
}

export function MaterialForm({ date, jobId }: Props) {
  const [item, setItem] = useState<ItemSummary | null>(null);
  const [quantity, setQuantity] = useState('1');
  const add = useAddMaterial(date, jobId);
  return (
    <Stack gap={6}>
      <ItemTypeahead label="Material used" value={item} onChange={setItem} placeholder="Search items" />
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          label="Quantity"
          inputMode="decimal"
          value={quantity}
          onChange={(e) => setQuantity(e.currentTarget.value)}
          style={{ flex: 1 }}
        />
        <Button
          size="sm"
          variant="light"
          disabled={!item || !quantity.trim()}
          loading={add.isPending}
          onClick={() =>
            item &&
            add.mutate(
              { itemId: item.id, quantity: quantity.trim() },
              {
                onSuccess: () => {
                  setItem(null);
                  setQuantity('1');
                },
              },
            )
          }
        >
          Add material
        </Button>
      </Group>
    </Stack>
  );
}
