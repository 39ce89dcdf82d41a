import type { DocumentEntity } from '@fieldline/contracts/documents/documents.contract';
import { Button, Checkbox, Group, Modal, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { entityKey, findEntity } from './document-model';

export interface UploadItem {
  /** Stable row key: files may share a name. */
  key: number;
  file: File;
  description: string;
  relation: string | null;
  visibleToTech: boolean;
}

interface Errors {
  description?: string;
  relation?: string;
}

export interface UploadDocumentsModalProps {
  files: File[];
  entities: DocumentEntity[];
  /** The record chosen first for every file. */
  defaultRelation: string;
  onClose: () => void;
  onUpload: (items: UploadItem[]) => void;
}

/** The Upload Documents dialog: each file needs a description and a relationship (spec 2 section 5). */
export function UploadDocumentsModal({
  files,
  entities,
  defaultRelation,
  onClose,
  onUpload,
}: UploadDocumentsModalProps) {
  const start = findEntity(entities, defaultRelation);
  const [items, setItems] = useState<UploadItem[]>(() =>
    files.map((file, key) => ({
      key,
      file,
      description: '',
      relation: start ? defaultRelation : null,
      visibleToTech: start?.visibleToTechDefault ?? false,
    })),
  );
  const [errors, setErrors] = useState<Errors[]>([]);
  const options = entities.map((e) => ({ value: entityKey(e), label: e.displayName }));

  const change = (i: number, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((it, j) => (j === i ? { ...it, ...patch } : it)));
    setErrors((list) => list.map((e, j) => (j === i ? { ...e, ...clear(patch) } : e)));
  };

  const submit = () => {
    const found = items.map((it) => ({
      description: it.description.trim() === '' ? 'Enter a description.' : undefined,
      relation: findEntity(entities, it.relation) ? undefined : 'Choose the related record.',
    }));
    setErrors(found);
    if (found.some((e) => e.description || e.relation)) return;
    onUpload(items.map((it) => ({ ...it, description: it.description.trim() })));
  };

  return (
    <Modal opened onClose={onClose} title="Upload Documents" size="lg" centered>
      <Stack gap="md">
        {items.map((it, i) => (
          <Paper key={it.key} withBorder p="sm" radius="md" data-testid="upload-item">
            <Group gap="xs" mb="xs">
              <IconFile size={16} aria-hidden />
              <Text fw={600} fz="sm">
                {it.file.name}
              </Text>
            </Group>
            <Stack gap="xs">
              <TextInput
                label="Description"
                aria-label={`Description of ${it.file.name}`}
                withAsterisk
                value={it.description}
                error={errors[i]?.description}
                onChange={(e) => change(i, { description: e.currentTarget.value })}
              />
              <Select
                label="Related to"
                aria-label={`Related record of ${it.file.name}`}
                withAsterisk
                data={options}
                value={it.relation}
                error={errors[i]?.relation}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                onChange={(value) =>
                  change(i, {
                    relation: value,
                    visibleToTech: findEntity(entities, value)?.visibleToTechDefault ?? it.visibleToTech,
                  })
                }
              />
              <Checkbox
                label="Visible to technicians"
                aria-label={`Visible to technicians: ${it.file.name}`}
                checked={it.visibleToTech}
                onChange={(e) => change(i, { visibleToTech: e.currentTarget.checked })}
              />
            </Stack>
          </Paper>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit}>Upload</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Editing a field clears its error. */
function clear(patch: Partial<UploadItem>): Errors {
  return {
    ...('description' in patch ? { description: undefined } : {}),
    ...('relation' in patch ? { relation: undefined } : {}),
  };
}
