import { formatUnitPrice } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Badge, Button, Group, Paper, Select, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { openPage, PageCode } from '../../../app/page-codes';
import { ItemLink, ItemTypeahead } from '../../../shared/items';
import { EmptyRow, ListFilters, PageHeader, Paging, QueryStatus, useListFilters } from '../../../shared/ui';
import { CreateItemModal } from '../components/CreateItemModal';
import { useItemCategories, useItems, useItemTypes, useManufacturers } from '../items.api';

const PAGE_SIZE = 50;
const options = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));

/** The item list: search over code, name and description with category, manufacturer and type filters. */
export function ItemsPage() {
  const canCreate = useAccess(Permission.Items) >= 2;
  // Costs come only to users with the Costs permission (technicians pick parts by price).
  const showCost = useAccess(Permission.Costs) >= 1;
  const [createOpened, create] = useDisclosure(false);
  const filters = useListFilters();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [makerId, setMakerId] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const categories = useItemCategories();
  const makers = useManufacturers();
  const types = useItemTypes();
  const pick = (set: (v: string | null) => void) => (v: string | null) => {
    set(v);
    filters.setPage(1);
  };
  const list = useItems({
    query: filters.debounced || undefined,
    isActive: filters.isActive,
    categoryId: categoryId ? Number(categoryId) : undefined,
    ManufacturerId: makerId ? Number(makerId) : undefined,
    typeId: typeId ? Number(typeId) : undefined,
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });

  return (
    <>
      <PageHeader
        title="Items"
        description="Parts, equipment, labor and fees you buy, stock and sell."
        actions={
          <Group align="flex-end">
            {/* Quick find: pick an item and its page opens (a new tab, like every record page). */}
            <div style={{ width: 320 }}>
              <ItemTypeahead
                label="Find an item"
                value={null}
                onChange={(item) => {
                  if (item) void openPage(PageCode.Item, item.id);
                }}
              />
            </div>
            {canCreate && (
              <Button leftSection={<IconPlus size={16} />} onClick={create.open}>
                New item
              </Button>
            )}
          </Group>
        }
      />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-start" gap="md" wrap="wrap">
          <ListFilters filters={filters} searchLabel="Search items" placeholder="Code, name or description" />
          <Select
            aria-label="Category"
            placeholder="All categories"
            data={options(categories.data)}
            value={categoryId}
            onChange={pick(setCategoryId)}
            clearable
            searchable
            w={220}
          />
          <Select
            aria-label="Manufacturer"
            placeholder="All manufacturers"
            data={options(makers.data)}
            value={makerId}
            onChange={pick(setMakerId)}
            clearable
            searchable
            w={200}
          />
          <Select
            aria-label="Type"
            placeholder="All types"
            data={options(types.data)}
            value={typeId}
            onChange={pick(setTypeId)}
            clearable
            w={170}
          />
        </Group>
        <QueryStatus query={list}>
          {(page) => (
            <>
              <Table striped highlightOnHover verticalSpacing="xs" aria-label="Items">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Code</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Category</Table.Th>
                    <Table.Th>Manufacturer</Table.Th>
                    <Table.Th>Type</Table.Th>
                    {showCost && <Table.Th ta="right">Cost</Table.Th>}
                    <Table.Th ta="right">Price</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.data.length === 0 && (
                    <EmptyRow colSpan={showCost ? 7 : 6} message="No items match these filters." />
                  )}
                  {page.data.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td ff="monospace" fz="sm">
                        {row.itemCode}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <ItemLink itemId={row.id} name={row.name} />
                          {!row.isActive && (
                            <Badge size="xs" color="gray">
                              Inactive
                            </Badge>
                          )}
                        </Group>
                        <Text size="xs" c="dimmed" lineClamp={1}>
                          {row.description}
                        </Text>
                      </Table.Td>
                      <Table.Td fz="sm">{row.categoryName ?? ''}</Table.Td>
                      <Table.Td fz="sm">{row.manufacturerName ?? ''}</Table.Td>
                      <Table.Td fz="sm">{row.typeName}</Table.Td>
                      {showCost && (
                        <Table.Td ta="right" fz="sm">
                          {formatUnitPrice(row.cost)}
                        </Table.Td>
                      )}
                      <Table.Td ta="right" fz="sm">
                        {row.price === '0.0000' ? (
                          <Text size="xs" c="dimmed">
                            by markup
                          </Text>
                        ) : (
                          formatUnitPrice(row.price)
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Paging
                total={page.count_filtered}
                page={filters.page}
                pageSize={PAGE_SIZE}
                onChange={filters.setPage}
              />
            </>
          )}
        </QueryStatus>
      </Paper>
      <CreateItemModal opened={createOpened} onClose={create.close} />
    </>
  );
}
