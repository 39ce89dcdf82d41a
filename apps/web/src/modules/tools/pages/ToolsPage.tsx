import { Permission } from '@fieldline/contracts/common/permissions';
import {
  TOOL_STATUS_LABELS,
  TOOL_STATUSES,
  type Tool,
  type ToolStatus,
} from '@fieldline/contracts/tools/tools.contract';
import { Anchor, Button, Checkbox, Group, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { NONE } from '../../../shared/format';
import { toId, toOptions } from '../../../shared/forms';
import { EmptyRow, PageHeader, Paging, useListFilters } from '../../../shared/ui';
import { useCache } from '../../jobs/jobs.api';
import { CheckInModal } from '../components/CheckInModal';
import { CheckOutModal } from '../components/CheckOutModal';
import { ToolFormModal } from '../components/ToolFormModal';
import { ToolStatusBadge } from '../components/ToolStatusBadge';
import { toolUrl, useToolSearch } from '../tools.api';

const PAGE_SIZE = 50;

/** The tools list: search, status and office filters, who has each tool, check out and check in. */
export function ToolsPage() {
  const filters = useListFilters();
  const [status, setStatus] = useState<string | null>(null);
  const [officeId, setOfficeId] = useState<string | null>(null);
  const [onlyIn, setOnlyIn] = useState(false);
  const [dialog, setDialog] = useState<{ kind: 'out' | 'in'; tool: Tool } | 'new' | null>(null);
  const canEdit = useAccess(Permission.Tools) >= 2;
  const offices = useCache('offices');
  const navigate = useNavigate();
  const query = useToolSearch({
    query: filters.debounced || undefined,
    status: (status as ToolStatus | null) ?? undefined,
    officeId: toId(officeId) ?? undefined,
    available: onlyIn ? 'true' : undefined,
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const rows = query.data?.data ?? [];
  const pick = (set: (v: string | null) => void) => (v: string | null) => {
    set(v);
    filters.setPage(1);
  };
  const cols = canEdit ? 7 : 6;

  return (
    <>
      <PageHeader
        title="Tools"
        description="Company tools: who has them, against which job, and when they are scheduled."
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog('new')}>
              New tool
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" gap="md">
          <TextInput
            aria-label="Search tools"
            placeholder="Number, name, category or serial"
            leftSection={<IconSearch size={16} />}
            value={filters.search}
            onChange={(e) => filters.setSearch(e.currentTarget.value)}
            w={320}
          />
          <Select
            aria-label="Status"
            placeholder="Every status"
            clearable
            data={TOOL_STATUSES.map((s) => ({ value: s, label: TOOL_STATUS_LABELS[s] }))}
            value={status}
            onChange={pick(setStatus)}
            w={200}
          />
          <Select
            aria-label="Office"
            placeholder="All offices"
            clearable
            data={toOptions(offices.data)}
            value={officeId}
            onChange={pick(setOfficeId)}
            w={220}
          />
          <Checkbox
            label="Only tools with units in"
            checked={onlyIn}
            onChange={(e) => {
              setOnlyIn(e.currentTarget.checked);
              filters.setPage(1);
            }}
          />
        </Group>
        <Table striped highlightOnHover aria-label="Tools">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                In / qty
              </Table.Th>
              <Table.Th miw={150}>Status</Table.Th>
              <Table.Th>Checked out to</Table.Th>
              {canEdit && <Table.Th w={220} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !query.isLoading && <EmptyRow colSpan={cols} message="No tools found." />}
            {rows.map((t) => {
              const free = Math.max(0, t.quantity - t.checkedOutQuantity);
              const usable = t.status === 'available' || t.status === 'checkedOut';
              return (
                <Table.Tr key={t.id}>
                  <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {t.number}
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={toolUrl(t.id)} fw={500} fz="sm">
                      {t.name}
                    </Anchor>
                    {t.serialNumber && (
                      <Text fz="xs" c="dimmed">
                        S/N {t.serialNumber}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{t.category || NONE}</Table.Td>
                  <Table.Td ta="right">
                    {free} / {t.quantity}
                  </Table.Td>
                  <Table.Td miw={150}>
                    <ToolStatusBadge status={t.status} />
                  </Table.Td>
                  <Table.Td>{t.checkedOutTo.map((p) => p.name).join(', ') || NONE}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        {usable && free > 0 && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            aria-label={`Check out ${t.name}`}
                            onClick={() => setDialog({ kind: 'out', tool: t })}
                          >
                            Check out
                          </Button>
                        )}
                        {t.checkedOutQuantity > 0 && (
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="orange"
                            aria-label={`Check in ${t.name}`}
                            onClick={() => setDialog({ kind: 'in', tool: t })}
                          >
                            Check in
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Paging
          total={query.data?.count_filtered ?? 0}
          page={filters.page}
          pageSize={PAGE_SIZE}
          onChange={filters.setPage}
        />
      </Paper>
      {dialog === 'new' && (
        <ToolFormModal onClose={() => setDialog(null)} onSaved={(t) => navigate(toolUrl(t.id))} />
      )}
      {dialog !== null && dialog !== 'new' && dialog.kind === 'out' && (
        <CheckOutModal tool={dialog.tool} onClose={() => setDialog(null)} />
      )}
      {dialog !== null && dialog !== 'new' && dialog.kind === 'in' && (
        <CheckInModal tool={dialog.tool} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
