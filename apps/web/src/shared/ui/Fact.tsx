import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One labelled value in a record page's header; a dash when empty. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children || '—'}
      </Text>
    </div>
  );
}

/** A record page's title: its name followed by badges (status, type). */
export function RecordTitle({ name, children }: { name: ReactNode; children?: ReactNode }) {
  return (
    <Group gap="sm" component="span">
      <span>{name}</span>
      {children}
    </Group>
  );
}
