import { formatMoney, formatUnitPrice } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { InventoryRow } from '@fieldline/contracts/inventory/inventory.contract';
import { Badge, Button, Checkbox, Group, Paper, Select, Table, Text, TextInput } from '@mantine/core';
import { IconAdjustments, IconArrowsExchange, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { formatQuantity } from '../../../shared/format';
import { ItemLink } from '../../../shared/items';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { useWarehouses } from '../../../shared/warehouses/warehouses.api';
import { AdjustStockModal } from '../components/AdjustStockModal';
import type { ItemRef } from '../components/ItemField';
import { TransferStockModal } from '../components/TransferStockModal';
import { useInventorySearch } from '../inventory.api';

const PAGE_SIZE = 50;

const rowItem = (r: InventoryRow): ItemRef => ({ id: r.itemId, itemCode: r.itemCode, name: r.itemName });

type Dialog = { kind: 'adjust' | 'transfer'; item: ItemRef | null; warehouseId: number | null } | null;

/** Stock per item and warehouse: on hand, allocated, available and value; adjustments and transfers. */
export function InventoryPage() {
  const canChange = useAccess(Permission.Inventory) >= 2;
  const warehouses = useWarehouses({ active: true });
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [warehouseId, setWarehouseId] = useState<string | null>(null);
  // The home page's "low stock" opens ?belowMinimum=1: every pair below its minimum, in stock or not.
  const [params] = useSearchParams();
  const [belowMinimum, setBelowMinimum] = useState(params.get('belowMinimum') === '1');
  const [onlyInStock, setOnlyInStock] = useState(!belowMinimum);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(text.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useInventorySearch({
    query: query || undefined,
    warehouseId: warehouseId ? Number(warehouseId) : undefined,
    onlyInStock: onlyInStock ? 'true' : 'false',
    belowMinimum: belowMinimum ? 'true' : undefined,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const rows = search.data?.data ?? [];

  return (
    <>
      <PageHeader
        title="Inventory"
        description="On hand, allocated and available stock per item and warehouse, valued at average cost."
        actions={
          canChange && (
            <Group>
              <Button
                leftSection={<IconAdjustments size={16} />}
                onClick={() => setDialog({ kind: 'adjust', item: null, warehouseId: null })}
              >
                Adjust stock
              </Button>
              <Button
                variant="default"
                leftSection={<IconArrowsExchange size={16} />}
                onClick={() => setDialog({ kind: 'transfer', item: null, warehouseId: null })}
              >
                Transfer stock
              </Button>
            </Group>
          )
        }
      />
      <Paper withBorder p="md">
        <Group align="flex-end" mb="md">
          <TextInput
            label="Item"
            placeholder="Code or name"
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={260}
          />
          <Select
            label="Warehouse"
            placeholder="All warehouses"
            clearable
            data={(warehouses.data?.data ?? []).map((w) => ({
              value: String(w.id),
              label: w.isVan ? `${w.name} (van)` : w.name,
            }))}
            value={warehouseId}
            onChange={(v) => {
              setWarehouseId(v);
              setPage(1);
            }}
            w={260}
          />
          <Checkbox
            label="Only in stock"
            checked={onlyInStock}
            onChange={(e) => {
              setOnlyInStock(e.currentTarget.checked);
              setPage(1);
            }}
            mb={8}
          />
          <Checkbox
            label="Below minimum"
            checked={belowMinimum}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setBelowMinimum(checked);
              // Low stock includes pairs with nothing on hand.
              if (checked) setOnlyInStock(false);
              setPage(1);
            }}
            mb={8}
          />
        </Group>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Warehouse</Table.Th>
              <Table.Th ta="right">On hand</Table.Th>
              <Table.Th ta="right">Allocated</Table.Th>
              <Table.Th ta="right">Available</Table.Th>
              <Table.Th ta="right">Average cost</Table.Th>
              <Table.Th ta="right">Value</Table.Th>
              {canChange && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <EmptyRow
                colSpan={canChange ? 9 : 8}
                message={search.isLoading ? 'Loading…' : 'No stock found.'}
              />
            )}
            {rows.map((r) => (
              <Table.Tr
                key={`${r.itemId}-${r.warehouseId}`}
                data-testid={`stock-${r.itemId}-${r.warehouseId}`}
              >
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <ItemLink itemId={r.itemId} name={r.itemCode} />
                </Table.Td>
                <Table.Td>{r.itemName}</Table.Td>
                <Table.Td>
                  {r.warehouseName} {r.isVan && <Badge size="xs">Van</Badge>}
                </Table.Td>
                <Table.Td ta="right">{formatQuantity(r.onHand)}</Table.Td>
                <Table.Td ta="right">{formatQuantity(r.allocated)}</Table.Td>
                <Table.Td ta="right">
                  <Text span c={r.available.startsWith('-') ? 'red' : undefined} inherit>
                    {formatQuantity(r.available)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatUnitPrice(r.averageCost)}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.value)}</Table.Td>
                {canChange && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() =>
                          setDialog({ kind: 'adjust', item: rowItem(r), warehouseId: r.warehouseId })
                        }
                      >
                        Adjust
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() =>
                          setDialog({ kind: 'transfer', item: rowItem(r), warehouseId: r.warehouseId })
                        }
                      >
                        Transfer
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging
          total={search.data?.count_filtered ?? 0}
          page={page}
          pageSize={PAGE_SIZE}
          onChange={setPage}
        />
      </Paper>
      <AdjustStockModal
        opened={dialog?.kind === 'adjust'}
        onClose={() => setDialog(null)}
        item={dialog?.item}
        warehouseId={dialog?.warehouseId}
      />
      <TransferStockModal
        opened={dialog?.kind === 'transfer'}
        onClose={() => setDialog(null)}
        item={dialog?.item}
        warehouseId={dialog?.warehouseId}
      />
    </>
  );
}
