import type { AuditLogEntry } from '@fieldline/contracts/system/system.contract';
import { Button, Collapse, List, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** 'field: from → to' lines, folded behind a count so long diffs do not swamp the table. */
export function AuditChanges({ changes }: { changes: AuditLogEntry['changes'] }) {
  const [opened, { toggle }] = useDisclosure(false);
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <div>
      <Button size="compact-xs" variant="subtle" onClick={toggle} aria-expanded={opened}>
        {opened ? 'Hide' : 'Show'} {entries.length} {entries.length === 1 ? 'change' : 'changes'}
      </Button>
      <Collapse expanded={opened}>
        <List size="xs" spacing={2} mt={4} listStyleType="none">
          {entries.map(([field, { from, to }]) => (
            <List.Item key={field} style={{ wordBreak: 'break-word' }}>
              <Text span fz="xs" fw={600}>
                {field}:
              </Text>{' '}
              {formatAuditValue(from)} → {formatAuditValue(to)}
            </List.Item>
          ))}
        </List>
      </Collapse>
    </div>
  );
}
