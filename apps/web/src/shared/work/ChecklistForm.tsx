import type { Answers, Checklist } from '@fieldline/contracts/checklists/checklists.contract';
import { Button, Checkbox, Group, NumberInput, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';

/** The questions of one checklist as inputs; Save sends only the answers that changed. */
export function ChecklistForm({
  checklist,
  readOnly,
  saving,
  onSave,
}: {
  checklist: Checklist;
  readOnly: boolean;
  saving: boolean;
  onSave: (answers: Answers) => void;
}) {
  const [draft, setDraft] = useState<Answers>(checklist.answers);
  const changed = Object.fromEntries(
    Object.entries(draft).filter(([k, v]) => (checklist.answers[k] ?? null) !== (v ?? null)),
  );
  const set = (id: string, value: Answers[string]) => setDraft((d) => ({ ...d, [id]: value }));

  return (
    <Stack gap="sm">
      {checklist.checklistDefinition.questions.map((q) => {
        const value = draft[q.id];
        if (q.kind === 'check')
          return (
            <Checkbox
              key={q.id}
              label={q.text}
              checked={value === true}
              disabled={readOnly}
              onChange={(e) => set(q.id, e.currentTarget.checked)}
            />
          );
        if (q.kind === 'number')
          return (
            <NumberInput
              key={q.id}
              label={q.text}
              value={typeof value === 'number' ? value : ''}
              disabled={readOnly}
              onChange={(v) => set(q.id, typeof v === 'number' ? v : v === '' ? null : Number(v))}
              w={240}
            />
          );
        return (
          <Textarea
            key={q.id}
            label={q.text}
            value={typeof value === 'string' ? value : ''}
            disabled={readOnly}
            rows={2}
            maxLength={2000}
            onChange={(e) => set(q.id, e.currentTarget.value)}
          />
        );
      })}
      {!readOnly && (
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={Object.keys(changed).length === 0}
            onClick={() => setDraft(checklist.answers)}
          >
            Undo changes
          </Button>
          <Button
            loading={saving}
            disabled={Object.keys(changed).length === 0}
            onClick={() => onSave(changed)}
          >
            Save answers
          </Button>
        </Group>
      )}
    </Stack>
  );
}
