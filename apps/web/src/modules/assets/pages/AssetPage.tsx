import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import type { RecordPageProps } from '../../../app/page-codes';
import { NotAvailable } from '../../../app/pages/NotAvailable';
import { dateOrNone } from '../../../shared/format';
import { Fact, PageHeader, QueryStatus } from '../../../shared/ui';
import { useAsset, useDepreciations, useStockMoves, useTransfers } from '../assets.api';
import { ToCustomerModal, ToStockModal } from '../components/AssetLeaveModals';
import { DepreciationPanel } from '../components/DepreciationPanel';
import { StockMovesPanel } from '../components/StockMovesPanel';

/** The asset page (page code 6055): what it is, its depreciation schedule and postings, its moves. */
export function AssetPage({ id }: RecordPageProps) {
  const access = useAccess(Permission.Assets);
  const ledger = useAccess(Permission.GeneralLedger);
  const query = useAsset(id);
  const schedules = useDepreciations(id);
  const transfers = useTransfers(id);
  const [leaving, setLeaving] = useState<'stock' | 'customer' | null>(null);
  const left = useStockMoves(id).data?.find((m) => m.kind !== 'FromStock');
  if (access < 1)
    return (
      <NotAvailable
        title="No access"
        message="You do not have permission to view this page."
        detail="Ask an administrator to give one of your roles access to assets."
      />
    );
  if (query.error instanceof ApiError && query.error.status === 404)
    return <NotAvailable title={`Asset ${id}`} message="There is no asset with this id." />;
  return (
    <QueryStatus query={query}>
      {(a) => (
        <Stack>
          <PageHeader
            title={`${a.assetNumber} · ${a.name}`}
            crumbs={[{ label: 'Assets', to: '/assets' }]}
            description={
              <Group gap="xs" component="span">
                <Badge variant="light" color={a.status.isAvailable ? 'teal' : 'gray'}>
                  {a.status.name}
                </Badge>
                {!a.isActive && (
                  <Badge variant="light" color="gray">
                    Inactive
                  </Badge>
                )}
              </Group>
            }
            actions={
              access >= 2 && a.isActive ? (
                <>
                  <Button variant="default" onClick={() => setLeaving('stock')}>
                    Put back into stock
                  </Button>
                  <Button variant="default" onClick={() => setLeaving('customer')}>
                    Hand to customer
                  </Button>
                </>
              ) : undefined
            }
          />
          <ToStockModal asset={a} opened={leaving === 'stock'} onClose={() => setLeaving(null)} />
          <ToCustomerModal asset={a} opened={leaving === 'customer'} onClose={() => setLeaving(null)} />
          <Paper p="lg" radius="md">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Fact label="Type">{a.type.name}</Fact>
              <Fact label="Group">{a.group?.name ?? '—'}</Fact>
              <Fact label="Office">{a.office.name}</Fact>
              <Fact label="Rentable">{a.isRentable ? 'Yes' : 'No'}</Fact>
              <Fact label="Serial number">{a.serialNumber ?? '—'}</Fact>
              <Fact label="Model">{a.modelNumber ?? '—'}</Fact>
              <Fact label="Purchased">{dateOrNone(a.purchaseDate)}</Fact>
              <Fact label="In service">{dateOrNone(a.inServiceDate)}</Fact>
              <Fact label="Cost">{formatMoney(a.cost)}</Fact>
              <Fact label="Book value">
                {left
                  ? `${formatMoney(left.bookValue)} when it left the books on ${formatDate(left.moveDate)}`
                  : formatMoney(a.bookValue)}
              </Fact>
            </SimpleGrid>
            {a.description && (
              <Text fz="sm" mt="md">
                {a.description}
              </Text>
            )}
          </Paper>
          <Paper p="lg" radius="md">
            <QueryStatus query={schedules}>
              {(list) => (
                <DepreciationPanel
                  asset={a}
                  schedules={list}
                  canEdit={access >= 2 && a.isActive}
                  canSeeLedger={ledger >= 1}
                />
              )}
            </QueryStatus>
          </Paper>
          <Paper p="lg" radius="md">
            <StockMovesPanel assetId={a.id} />
          </Paper>
          <Paper p="lg" radius="md">
            <Title order={2} fz="h4" mb="sm">
              Transfers
            </Title>
            {(transfers.data ?? []).length === 0 ? (
              <Text c="dimmed" fz="sm">
                Never moved between offices.
              </Text>
            ) : (
              <Table aria-label="Transfers" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>When</Table.Th>
                    <Table.Th>From</Table.Th>
                    <Table.Th>To</Table.Th>
                    <Table.Th>Note</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(transfers.data ?? []).map((t) => (
                    <Table.Tr key={t.id}>
                      <Table.Td>{formatDate(t.at)}</Table.Td>
                      <Table.Td>{t.fromOffice.name}</Table.Td>
                      <Table.Td>{t.toOffice.name}</Table.Td>
                      <Table.Td>{t.note}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        </Stack>
      )}
    </QueryStatus>
  );
}
