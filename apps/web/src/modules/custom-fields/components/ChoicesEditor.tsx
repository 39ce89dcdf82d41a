import { ActionIcon, Button, ColorInput, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ChoiceRow } from './field-form';
import { SWATCHES } from './swatches';

export interface ChoicesEditorProps {
  choices: ChoiceRow[];
  errors: Record<string, string>;
  onChange: (choices: ChoiceRow[]) => void;
}

/** A list field's values: text, colour and order (the row order is the display order). */
export function ChoicesEditor({ choices, errors, onChange }: ChoicesEditorProps) {
  const set = (i: number, patch: Partial<ChoiceRow>) =>
    onChange(choices.map((c, n) => (n === i ? { ...c, ...patch } : c)));
  const move = (i: number, by: number) => {
    const next = [...choices];
    const [row] = next.splice(i, 1);
    next.splice(i + by, 0, row);
    onChange(next);
  };
  return (
    <Input.Wrapper label="List values" withAsterisk error={errors.choices}>
      <Stack gap="xs" mt={4}>
        {choices.map((c, i) => (
          <Group key={c.id ?? `new-${i}`} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`Value ${i + 1}`}
              placeholder="Value"
              style={{ flex: 1 }}
              value={c.value}
              error={errors[`choices.${i}.value`]}
              onChange={(e) => set(i, { value: e.currentTarget.value })}
            />
            <ColorInput
              aria-label={`Colour of value ${i + 1}`}
              placeholder="Colour"
              w={140}
              swatches={SWATCHES}
              value={c.color}
              error={errors[`choices.${i}.color`]}
              onChange={(color) => set(i, { color })}
            />
            <ActionIcon
              variant="subtle"
              mt={4}
              aria-label={`Move value ${i + 1} up`}
              disabled={i === 0}
              onClick={() => move(i, -1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              mt={4}
              aria-label={`Move value ${i + 1} down`}
              disabled={i === choices.length - 1}
              onClick={() => move(i, 1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={`Remove value ${i + 1}`}
              onClick={() => onChange(choices.filter((_, n) => n !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...choices, { value: '', color: '' }])}
          >
            Add value
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
