import type { SearchColumn } from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { ActionIcon, Checkbox, Group, Paper, Stack } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

export interface ColumnChooserProps {
  columns: SearchColumn[];
  /** The chosen column ids, in the order the grid shows them. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** Show the chosen columns first, in their order, with move up/down buttons. */
  reorderable?: boolean;
}

const bySortOrder = (a: SearchColumn, b: SearchColumn) => a.sortOrder - b.sortOrder || a.id - b.id;

/** Checkboxes over a page's search columns; a newly chosen column goes last. */
export function ColumnChooser({ columns, value, onChange, reorderable = false }: ColumnChooserProps) {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const sorted = [...columns].sort(bySortOrder);
  const shown = reorderable
    ? [
        ...value.map((id) => byId.get(id)).filter((c): c is SearchColumn => !!c),
        ...sorted.filter((c) => !value.includes(c.id)),
      ]
    : sorted;

  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((x) => x !== id), id] : value.filter((x) => x !== id));
  const move = (id: number, by: -1 | 1) => {
    const i = value.indexOf(id);
    const j = i + by;
    if (i < 0 || j < 0 || j >= value.length) return;
    const next = [...value];
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
  };

  return (
    <Paper withBorder p="xs" radius="sm">
      <Stack gap={6} role="list" aria-label="Columns">
        {shown.map((c) => {
          const at = value.indexOf(c.id);
          return (
            <Group key={c.id} justify="space-between" wrap="nowrap" role="listitem" gap="xs">
              <Checkbox
                label={c.columnDisplay}
                checked={at >= 0}
                onChange={(e) => toggle(c.id, e.currentTarget.checked)}
              />
              {reorderable && at >= 0 && (
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Move ${c.columnDisplay} up`}
                    disabled={at === 0}
                    onClick={() => move(c.id, -1)}
                  >
                    <IconArrowUp size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    size="sm"
                    aria-label={`Move ${c.columnDisplay} down`}
                    disabled={at === value.length - 1}
                    onClick={() => move(c.id, 1)}
                  >
                    <IconArrowDown size={14} />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
