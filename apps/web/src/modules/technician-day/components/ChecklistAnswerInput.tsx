import type { Question } from '@fieldline/contracts/checklists/checklists.contract';
import { NumberInput, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

type Value = string | number | null;

/**
 * A text or number question answered on the phone: typed freely, saved once when the field is left (not
 * on every key over a slow connection); an emptied field clears the answer.
 */
export function ChecklistAnswerInput({
  question,
  value,
  onSave,
}: {
  question: Question;
  value: unknown;
  onSave: (value: Value) => void;
}) {
  const saved: Value = typeof value === 'string' || typeof value === 'number' ? value : null;
  const [draft, setDraft] = useState<Value>(saved);
  useEffect(() => setDraft(saved), [saved]);
  const leave = () => {
    const next = typeof draft === 'string' && draft.trim() === '' ? null : draft;
    if (next !== saved) onSave(next);
  };
  if (question.kind === 'number')
    return (
      <NumberInput
        label={question.text}
        value={draft ?? ''}
        onChange={(v) => setDraft(typeof v === 'number' ? v : v === '' ? null : Number(v))}
        onBlur={leave}
        decimalScale={4}
        max={999_999_999}
        min={-999_999_999}
      />
    );
  return (
    <TextInput
      label={question.text}
      value={draft ?? ''}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={leave}
      maxLength={2000}
    />
  );
}
