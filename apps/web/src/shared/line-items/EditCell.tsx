import type { LineItem, UpdateLineItemBody } from '@fieldline/contracts/line-items/line-items.contract';
import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type EditableField, editBody, editError, editText, parseEdit } from './line-items.edit';

const LABELS: Record<EditableField, string> = {
  description: 'Description',
  quantity: 'Quantity',
  cost: 'Cost',
  price: 'Price',
  discountPct: 'Discount %',
};

export interface EditCellProps {
  line: LineItem;
  field: EditableField;
  onSave: (body: UpdateLineItemBody) => void;
  width?: number | string;
}

/**
 * One inline-edited value of a line: checked when the user leaves the cell or presses Enter; a
 * refused value marks the cell has-error, says why under it ("Enter a number.") and sends nothing;
 * an unchanged value sends nothing; otherwise exactly that one field is sent.
 */
export function EditCell({ line, field, onSave, width }: EditCellProps) {
  const original = editText(line, field);
  const [text, setText] = useState(original);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(original);
    setError(null);
  }, [original]);

  function commit() {
    const refused = editError(field, text);
    setError(refused);
    if (refused) return;
    const value = parseEdit(field, text);
    const body = editBody(line, field, value);
    if (body) onSave(body);
  }

  const numeric = field !== 'description';
  return (
    <TextInput
      size="xs"
      w={width}
      aria-label={`${LABELS[field]} of ${line.item.name}`}
      value={text}
      error={error}
      className={error ? 'has-error' : undefined}
      data-has-error={error ? true : undefined}
      styles={numeric ? { input: { textAlign: 'right' } } : undefined}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') {
          setText(original);
          setError(null);
        }
      }}
    />
  );
}
