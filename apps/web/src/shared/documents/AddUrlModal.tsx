import { type DocumentEntity, DocumentType } from '@fieldline/contracts/documents/documents.contract';
import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { entityKey, findEntity, isWebAddress, relatedOf } from './document-model';
import { createDocument } from './documents.api';

export interface AddUrlModalProps {
  entities: DocumentEntity[];
  defaultRelation: string;
  onClose: () => void;
  onAdded: () => void;
}

type Field = 'name' | 'url' | 'description' | 'relation';

/** The Add URL dialog: name, address, description and relationship are required (spec 2 section 5). */
export function AddUrlModal({ entities, defaultRelation, onClose, onAdded }: AddUrlModalProps) {
  const start = findEntity(entities, defaultRelation);
  const [values, setValues] = useState({ name: '', url: '', description: '' });
  const [relation, setRelation] = useState<string | null>(start ? defaultRelation : null);
  const [visibleToTech, setVisibleToTech] = useState(start?.visibleToTechDefault ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);

  const text = (field: 'name' | 'url' | 'description') => ({
    value: values[field],
    error: errors[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((x) => ({ ...x, [field]: undefined }));
    },
  });

  const submit = async () => {
    const entity = findEntity(entities, relation);
    const found: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) found.name = 'Enter a name.';
    if (!values.url.trim()) found.url = 'Enter the address.';
    else if (!isWebAddress(values.url)) found.url = 'Enter a web address starting with http:// or https://.';
    if (!values.description.trim()) found.description = 'Enter a description.';
    if (!entity) found.relation = 'Choose the related record.';
    setErrors(found);
    if (Object.keys(found).length > 0 || !entity) return;
    setSaving(true);
    try {
      await createDocument({
        documentType: DocumentType.Link,
        name: values.name.trim(),
        url: values.url.trim(),
        description: values.description.trim(),
        visibleToTech,
        ...relatedOf(entity),
      });
      onAdded();
      onClose();
    } catch {
      // The API client has shown the error; the dialog stays open to correct it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title="Add URL" centered>
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk data-autofocus {...text('name')} />
        <TextInput label="URL" withAsterisk placeholder="https://" {...text('url')} />
        <TextInput label="Description" withAsterisk {...text('description')} />
        <Select
          label="Related to"
          withAsterisk
          data={entities.map((e) => ({ value: entityKey(e), label: e.displayName }))}
          value={relation}
          error={errors.relation}
          allowDeselect={false}
          onChange={(value) => {
            setRelation(value);
            setErrors((x) => ({ ...x, relation: undefined }));
            const chosen = findEntity(entities, value);
            if (chosen) setVisibleToTech(chosen.visibleToTechDefault);
          }}
        />
        <Checkbox
          label="Visible to technicians"
          checked={visibleToTech}
          onChange={(e) => setVisibleToTech(e.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={saving}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
