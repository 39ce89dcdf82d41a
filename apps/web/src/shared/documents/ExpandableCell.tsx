import { Anchor, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';

/** Text longer than this, or on several lines, starts folded to two lines. */
const LONG_TEXT = 90;

function Toggle({ open, onClick, what }: { open: boolean; onClick: () => void; what: string }) {
  return (
    <Anchor
      component="button"
      type="button"
      fz="xs"
      onClick={onClick}
      aria-expanded={open}
      aria-label={`${open ? 'Show less' : 'Show more'} of ${what}`}
    >
      {open ? 'Show less' : 'Show more'}
    </Anchor>
  );
}

/** A long table cell: two lines and "Show more" until the user expands it (spec 2 section 2.9). */
export function ExpandableText({ text, what }: { text: string; what: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > LONG_TEXT || text.includes('\n');
  return (
    <Stack gap={2} align="flex-start">
      <Text fz="sm" lineClamp={long && !open ? 2 : undefined} style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Text>
      {long && <Toggle open={open} onClick={() => setOpen((o) => !o)} what={what} />}
    </Stack>
  );
}

/** A cell of many items: the first few, and "Show more" for the rest. */
export function ExpandableList({
  items,
  what,
  first = 3,
}: {
  items: ReactNode[];
  what: string;
  first?: number;
}) {
  const [open, setOpen] = useState(false);
  const long = items.length > first;
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={4}>{long && !open ? items.slice(0, first) : items}</Group>
      {long && <Toggle open={open} onClick={() => setOpen((o) => !o)} what={what} />}
    </Stack>
  );
}
