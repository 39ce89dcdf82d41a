import { Group, Text } from '@mantine/core';

export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-teal-7)" />
      <path d="M9 8h14v3.5H13v3.5h8.5v3.5H13V24H9z" fill="#fff" />
    </svg>
  );
}

export function Logo({ size = 28, textSize = 'lg' }: { size?: number; textSize?: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <LogoMark size={size} />
      <Text fw={700} fz={textSize} lh={1} style={{ letterSpacing: '-0.01em' }}>
        Fieldline
      </Text>
    </Group>
  );
}
