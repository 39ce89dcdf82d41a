import { formatDate } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import { BILLING_SCHEDULE_LABELS } from '@fieldline/contracts/contracts/contracts.contract';
import { Badge, Group, Paper, Select, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import type { RecordPageProps } from '../../../app/page-codes';
import { NotAvailable } from '../../../app/pages/NotAvailable';
import { DocumentsTab, DocumentsTabLabel } from '../../../shared/documents';
import { toOptions } from '../../../shared/forms';
import { HistoryTable } from '../../../shared/history';
import { LineItemTable } from '../../../shared/line-items';
import { ProposalsTab } from '../../../shared/proposals';
import { Fact, PageHeader, QueryStatus } from '../../../shared/ui';
import { TasksSection } from '../../../shared/work';
import { ContractEquipmentTab } from '../../contract-visits/components/ContractEquipmentTab';
import { ContractFeesTab } from '../../contract-visits/components/ContractFeesTab';
import { ContractVisitsTab } from '../../contract-visits/components/ContractVisitsTab';
import { RentalsTab } from '../../rentals/components/RentalsTab';
import { ChangeOrdersCard } from '../components/ChangeOrders';
import { ContractBillingTab } from '../components/ContractBillingTab';
import { useContract, useContractHistory, useContractLookups, useUpdateContract } from '../contracts.api';

/** The contract page (page code 8316): the agreement's terms and its visits. */
export function ContractPage({ id }: RecordPageProps) {
  const access = useAccess(Permission.Contracts);
  const query = useContract(id);
  const lookups = useContractLookups();
  const update = useUpdateContract(id);
  if (access < 1)
    return (
      <NotAvailable
        title="No access"
        message="You do not have permission to view this page."
        detail="Ask an administrator to give one of your roles access to contracts."
      />
    );
  if (query.error instanceof ApiError && query.error.status === 404)
    return <NotAvailable title={`Contract ${id}`} message="There is no contract with this id." />;
  return (
    <QueryStatus query={query}>
      {(c) => (
        <Stack>
          <PageHeader
            title={`${c.contractNumber} · ${c.name}`}
            crumbs={[{ label: 'Contracts', to: '/contracts' }]}
            actions={
              access >= 2 ? (
                <Select
                  aria-label="Status"
                  w={180}
                  allowDeselect={false}
                  data={toOptions(lookups.data?.statuses)}
                  value={String(c.status.id)}
                  onChange={(v) =>
                    v &&
                    update.mutate(
                      { statusId: Number(v), version: c.version },
                      { onError: (e) => notifications.show({ color: 'red', message: (e as Error).message }) },
                    )
                  }
                />
              ) : (
                <Badge variant="light">{c.status.name}</Badge>
              )
            }
          />
          <Tabs defaultValue="general" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="general">General</Tabs.Tab>
              <Tabs.Tab value="items">Items</Tabs.Tab>
              {c.type.isRental && <Tabs.Tab value="rentals">Rentals</Tabs.Tab>}
              <Tabs.Tab value="visits">Visits</Tabs.Tab>
              <Tabs.Tab value="equipment">Equipment</Tabs.Tab>
              <Tabs.Tab value="fees">Fees</Tabs.Tab>
              <Tabs.Tab value="proposals">Proposals</Tabs.Tab>
              <Tabs.Tab value="billing">Billing</Tabs.Tab>
              <Tabs.Tab value="tasks">Tasks</Tabs.Tab>
              <Tabs.Tab value="documents">
                <DocumentsTabLabel kind="Contract" id={c.id} />
              </Tabs.Tab>
              <Tabs.Tab value="history">History</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="general" pt="md">
              <Paper p="lg" radius="md">
                <SimpleGrid cols={{ base: 2, sm: 4 }}>
                  <Fact label="Customer">{c.customer.name}</Fact>
                  <Fact label="Location">{c.location?.name ?? '—'}</Fact>
                  <Fact label="Office">{c.office.name}</Fact>
                  <Fact label="Type">{c.type.name}</Fact>
                  <Fact label="Term">
                    {formatDate(c.startDate)} – {formatDate(c.endDate)} ({c.termMonths} months)
                  </Fact>
                  <Fact label="Billing">{BILLING_SCHEDULE_LABELS[c.billingSchedule]}</Fact>
                  <Fact label="Revenue">
                    {c.revenueRecognition === 'Deferred'
                      ? 'Deferred, recognised as visits are done'
                      : 'When billed'}
                  </Fact>
                  <Fact label="Renewal">
                    {c.renewalKind}
                    {Number(c.renewalPercent) ? ` (+${c.renewalPercent}%)` : ''}
                  </Fact>
                  <Fact label="Priority">{String(c.priority)}</Fact>
                  <Fact label="PO number">{c.poNumber || '—'}</Fact>
                </SimpleGrid>
                {c.notes && (
                  <Group mt="md">
                    <Text fz="sm">{c.notes}</Text>
                  </Group>
                )}
              </Paper>
              <Paper p="lg" radius="md" mt="md">
                <ChangeOrdersCard contract={c} canEdit={access >= 2} />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="items" pt="md">
              <Paper p="lg" radius="md">
                <Text size="sm" c="dimmed" mb="sm">
                  {c.billingSchedule === 'PerVisit'
                    ? 'What each completed visit invoices.'
                    : `What each ${BILLING_SCHEDULE_LABELS[c.billingSchedule].toLowerCase()} billing period invoices.`}
                </Text>
                <LineItemTable ownerKind="Contract" ownerId={c.id} />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="billing" pt="md">
              <Paper p="lg" radius="md">
                <ContractBillingTab
                  contractId={c.id}
                  canBill={access >= 2}
                  active={c.status.statusType === 'Active'}
                />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="tasks" pt="md">
              <Paper p="lg" radius="md">
                <TasksSection
                  ownerKind="Contract"
                  ownerId={c.id}
                  readOnly={access < 2 || ['Expired', 'Cancelled'].includes(c.status.statusType)}
                />
              </Paper>
            </Tabs.Panel>
            {c.type.isRental && (
              <Tabs.Panel value="rentals" pt="md">
                <Paper p="lg" radius="md">
                  <RentalsTab
                    contractId={c.id}
                    contractNumber={c.contractNumber}
                    startDate={c.startDate}
                    endDate={c.endDate}
                    canEdit={access >= 2 && !['Expired', 'Cancelled'].includes(c.status.statusType)}
                  />
                </Paper>
              </Tabs.Panel>
            )}
            <Tabs.Panel value="documents" pt="md">
              <Paper p="lg" radius="md">
                <DocumentsTab kind="Contract" id={c.id} />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="equipment" pt="md">
              <Paper p="lg" radius="md">
                <ContractEquipmentTab contractId={c.id} />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="history" pt="md">
              <Paper p="lg" radius="md">
                <ContractHistory contractId={c.id} />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="fees" pt="md">
              <Paper p="lg" radius="md">
                <ContractFeesTab
                  contractId={c.id}
                  canEdit={access >= 2 && !['Expired', 'Cancelled'].includes(c.status.statusType)}
                />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="proposals" pt="md">
              <Paper p="lg" radius="md">
                <ProposalsTab base={`/contracts/${c.id}`} owner="contract" canEdit={access >= 2} />
              </Paper>
            </Tabs.Panel>
            <Tabs.Panel value="visits" pt="md">
              <Paper p="lg" radius="md">
                <ContractVisitsTab contractId={c.id} customerId={c.customer.id} startDate={c.startDate} />
              </Paper>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </QueryStatus>
  );
}

const HISTORY_LABELS: Record<string, string> = {
  statusId: 'Status',
  officeId: 'Office',
  locationId: 'Location',
  typeId: 'Type',
  customerId: 'Customer',
  poNumber: 'PO number',
};

/** The agreement's audited changes: terms, status and fees, newest first. */
function ContractHistory({ contractId }: { contractId: number }) {
  return (
    <HistoryTable query={useContractHistory(contractId)} label="Contract history" labels={HISTORY_LABELS} />
  );
}
