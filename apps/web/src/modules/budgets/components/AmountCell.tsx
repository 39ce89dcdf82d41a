import { isDecimalLike, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

interface Props {
  amount: string;
  label: string;
  onSave: (amount: string) => Promise<unknown>;
}

const plain = (v: string) => v.replace(/[$,\s]/g, '');

/** An editable month amount: saved on blur or Enter when it changed; a non-number is marked and not sent. */
export function AmountCell({ amount, label, onSave }: Props) {
  const [text, setText] = useState(amount);
  const [error, setError] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => setText(amount), [amount]);

  async function commit() {
    const raw = plain(text);
    if (raw === '' ? false : !isDecimalLike(raw)) {
      setError(true);
      return;
    }
    setError(false);
    const next = moneyString(raw === '' ? '0' : raw);
    if (toDecimal(next).eq(amount)) {
      setText(amount);
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
    } catch {
      setText(amount);
    } finally {
      setSaving(false);
    }
  }

  return (
    <TextInput
      size="xs"
      aria-label={label}
      value={text}
      error={error}
      disabled={saving}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
      }}
      styles={{ input: { textAlign: 'right', minWidth: 84 } }}
    />
  );
}
