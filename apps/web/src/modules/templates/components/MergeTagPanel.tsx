import type { MergeTag } from '@fieldline/contracts/templates/templates.contract';
import { Badge, Group, Paper, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useMergeTags } from '../templates.api';

/** The tags a template may use, grouped, searchable; a click inserts the tag where the cursor was. */
export function MergeTagPanel({
  recordType,
  onInsert,
}: {
  recordType: string;
  onInsert: (tag: string) => void;
}) {
  const tags = useMergeTags(recordType);
  const [search, setSearch] = useState('');
  const q = search.trim().toLowerCase();
  const shown = (tags.data?.tags ?? []).filter(
    (t) => !q || t.tag.toLowerCase().includes(q) || t.description.toLowerCase().includes(q),
  );
  const groups = new Map<string, MergeTag[]>();
  for (const t of shown) groups.set(t.group, [...(groups.get(t.group) ?? []), t]);

  return (
    <Paper withBorder p="sm" radius="md" h="100%" aria-label="Merge tags" component="section">
      <Text fw={600} mb={4}>
        Merge tags
      </Text>
      <Text fz="xs" c="dimmed" mb="xs">
        Click a tag to insert it at the cursor.
      </Text>
      <TextInput
        aria-label="Search merge tags"
        placeholder="Search tags"
        leftSection={<IconSearch size={14} />}
        size="xs"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        mb="xs"
      />
      <ScrollArea h={520} type="auto">
        <Stack gap="sm">
          {[...groups].map(([group, list]) => (
            <div key={group}>
              <Text fz="xs" fw={700} tt="uppercase" c="dimmed" mb={2}>
                {group}
              </Text>
              {list.map((t) => (
                <UnstyledButton
                  key={t.tag}
                  onClick={() => onInsert(`{{${t.tag}}}`)}
                  w="100%"
                  p={4}
                  style={{ borderRadius: 4 }}
                  className="merge-tag"
                  aria-label={`Insert {{${t.tag}}}`}
                >
                  <Group gap={6} wrap="nowrap" justify="space-between">
                    <Badge variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
                      {t.tag}
                    </Badge>
                  </Group>
                  <Text fz="xs">{t.description}</Text>
                  {t.example && (
                    <Text fz="xs" c="dimmed" lineClamp={1}>
                      e.g. {t.example.replace(/\n/g, ', ')}
                    </Text>
                  )}
                </UnstyledButton>
              ))}
            </div>
          ))}
          {tags.data && shown.length === 0 && (
            <Text fz="sm" c="dimmed">
              No tag matches.
            </Text>
          )}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
