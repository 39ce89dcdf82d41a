import { Group, Pagination, Text } from '@mantine/core';
import { formatCount } from '../format';

export interface PagingProps {
  total: number;
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** 'Showing 26–50 of 120' with page buttons; hidden when there is nothing to page. */
export function Paging({ total, page, pageSize, onChange }: PagingProps) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" mt="md">
      <Text fz="sm" c="dimmed">
        Showing {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
      </Text>
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={onChange} size="sm" aria-label="Pages" />
      )}
    </Group>
  );
}
