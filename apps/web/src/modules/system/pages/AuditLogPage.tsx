import { presetRange, weekStartForLocale } from '@fieldline/contracts/common/date-ranges';
import { formatDateTime, formatIsoDate } from '@fieldline/contracts/common/dates';
import { Autocomplete, Badge, Group, Paper, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { DateRangePicker, type IsoRange } from '../../../shared/dates/DateRangePicker';
import { EmptyRow, PageHeader, Paging, QueryStatus } from '../../../shared/ui';
import { AuditChanges } from '../components/AuditChanges';
import { useAuditLog } from '../system.api';

const PAGE_SIZE = 50;
const KNOWN_ENTITIES = ['user', 'role', 'settings', 'apiToken', 'office', 'company'];

function defaultRange(): IsoRange {
  const locale = (typeof navigator !== 'undefined' && navigator.language) || 'en-US';
  return presetRange('Last 7 Days', formatIsoDate(new Date()), weekStartForLocale(locale));
}

export function AuditLogPage() {
  const [range, setRange] = useState<IsoRange | null>(defaultRange);
  const [entity, setEntity] = useState('');
  const [debouncedEntity] = useDebouncedValue(entity.trim(), 250);
  const [page, setPage] = useState(1);

  const query = useAuditLog({
    from: range?.[0],
    to: range?.[1],
    entity: debouncedEntity || undefined,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  // Suggests the entity names the server actually records alongside the usual ones.
  const rows = query.data?.data;
  const entityOptions = useMemo(
    () => [...new Set([...KNOWN_ENTITIES, ...(rows ?? []).map((r) => r.entity)])].sort(),
    [rows],
  );

  return (
    <>
      <PageHeader title="Audit log" description="Who changed what, and when." />
      <Paper p="md" radius="md">
        <Group mb="md" gap="md" align="flex-end" wrap="wrap">
          <DateRangePicker
            label="Date range"
            value={range}
            onChange={(v) => {
              setRange(v);
              setPage(1);
            }}
            data-testid="audit-date-range"
          />
          <Autocomplete
            label="Entity"
            placeholder="Any entity"
            data={entityOptions}
            value={entity}
            onChange={(v) => {
              setEntity(v);
              setPage(1);
            }}
            clearable
            w={240}
          />
        </Group>
        <QueryStatus query={query}>
          {(result) => (
            <>
              <Table.ScrollContainer minWidth={900}>
                <Table
                  aria-label="Audit log"
                  verticalSpacing="xs"
                  style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>When</Table.Th>
                      <Table.Th>Who</Table.Th>
                      <Table.Th>Entity</Table.Th>
                      <Table.Th>Record</Table.Th>
                      <Table.Th>Action</Table.Th>
                      <Table.Th>Changes</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.data.length === 0 && (
                      <EmptyRow colSpan={6} message="No changes were recorded in this period." />
                    )}
                    {result.data.map((row) => (
                      <Table.Tr key={row.id} style={{ verticalAlign: 'top' }}>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</Table.Td>
                        <Table.Td>
                          {row.userDisplayName ?? (
                            <Text fz="sm" c="dimmed">
                              System
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>{row.entity}</Table.Td>
                        <Table.Td>{row.entityId}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color="gray" size="sm">
                            {row.action}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          <AuditChanges changes={row.changes} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Paging total={result.count_filtered} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
            </>
          )}
        </QueryStatus>
      </Paper>
    </>
  );
}
