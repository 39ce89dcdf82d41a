import { formatMoney } from '@fieldline/contracts/common/money';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor, Badge, Button, Paper, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { EmptyRow, ListFilters, PageHeader, Paging, useListFilters } from '../../../shared/ui';
import { useAssets } from '../assets.api';
import { FromStockModal } from '../components/FromStockModal';
import { NewAssetModal } from '../components/NewAssetModal';

const PAGE_SIZE = 50;

/** Company assets: vehicles, tools and rental equipment, with cost and book value. */
export function AssetsListPage() {
  const filters = useListFilters();
  const canEdit = useAccess(Permission.Assets) >= 2;
  const [adding, setAdding] = useState(false);
  const [fromStock, setFromStock] = useState(false);
  const query = useAssets({
    query: filters.debounced || undefined,
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const rows = query.data?.data ?? [];
  return (
    <>
      <PageHeader
        title="Assets"
        actions={
          canEdit ? (
            <>
              <Button variant="default" onClick={() => setFromStock(true)}>
                From stock
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                New asset
              </Button>
            </>
          ) : undefined
        }
      />
      <Paper p="lg" radius="md">
        <ListFilters filters={filters} searchLabel="Search assets" placeholder="Number, name or serial" />
        <Table striped highlightOnHover aria-label="Assets">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Number</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Group</Table.Th>
              <Table.Th>Office</Table.Th>
              <Table.Th w={130}>Status</Table.Th>
              <Table.Th ta="right">Cost</Table.Th>
              <Table.Th ta="right">Book value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !query.isLoading && <EmptyRow colSpan={8} message="No assets found." />}
            {rows.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>
                  <Anchor component={Link} to={pageUrl(PageCode.Asset, a.id)} fw={500} fz="sm">
                    {a.assetNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td>{a.name}</Table.Td>
                <Table.Td>{a.type.name}</Table.Td>
                <Table.Td>{a.group?.name ?? ''}</Table.Td>
                <Table.Td>{a.office.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge
                    variant="light"
                    color={a.status.isAvailable ? 'teal' : 'gray'}
                    style={{ overflow: 'visible' }}
                  >
                    {a.status.name}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(a.cost)}</Table.Td>
                <Table.Td ta="right">{formatMoney(a.bookValue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging
          total={query.data?.count_filtered ?? 0}
          page={filters.page}
          pageSize={PAGE_SIZE}
          onChange={filters.setPage}
        />
      </Paper>
      <NewAssetModal opened={adding} onClose={() => setAdding(false)} />
      <FromStockModal opened={fromStock} onClose={() => setFromStock(false)} />
    </>
  );
}
