import { Permission } from '@fieldline/contracts/common/permissions';
import { Badge, Button, Grid, Group, Paper, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useAccess } from '../../../app/auth/AuthProvider';
import type { RecordPageProps } from '../../../app/page-codes';
import { ContactsManager } from '../../../shared/contacts-manager';
import { CustomFieldPanel } from '../../../shared/custom-fields';
import { DocumentsTab, DocumentsTabLabel } from '../../../shared/documents';
import { NotificationsRow } from '../../../shared/notifications';
import { PageHeader, QueryStatus } from '../../../shared/ui';
import { CustomerCardsTab } from '../../cards';
import { EquipmentListTab } from '../../equipment/components/EquipmentListTab';
import { CustomerInvoicesTab } from '../../invoices/components/CustomerInvoicesTab';
import { JobsListTab } from '../../jobs/components/JobsListTab';
import { DepositButton, IssueCreditButton } from '../../payments';
import { AlertsTab } from '../components/AlertsTab';
import { BalanceSummaryCard } from '../components/BalanceSummaryCard';
import { CustomerAlerts } from '../components/CustomerAlerts';
import { CustomerFacts } from '../components/CustomerFacts';
import { EditCustomerModal } from '../components/EditCustomerModal';
import { LocationsTab } from '../components/LocationsTab';
import { useCustomerDetails } from '../customers.api';

/** Page code 6073. */
export function CustomerPage({ id }: RecordPageProps) {
  const query = useCustomerDetails(id);
  const canEdit = useAccess(Permission.Customers) >= 2;
  // Balances are for users who may see money owed (a technician reads the customer, not its balance).
  const canSeeBalances = useAccess(Permission.Costs) >= 1;
  const cardAccess = useAccess(Permission.MerchantServices);
  const [editOpened, edit] = useDisclosure(false);

  return (
    <QueryStatus query={query}>
      {(c) => (
        <>
          <PageHeader
            crumbs={[{ label: 'Customers', to: '/customers' }]}
            title={
              <Group gap="sm" component="span">
                <span>{c.name}</span>
                {c.status && (
                  <Badge variant="light" color="teal">
                    {c.status.name}
                  </Badge>
                )}
                {c.type && (
                  <Badge variant="outline" color="gray">
                    {c.type.name}
                  </Badge>
                )}
                {!c.isActive && (
                  <Badge variant="filled" color="gray">
                    Inactive
                  </Badge>
                )}
              </Group>
            }
            description={
              <Text span fz="sm" c="dimmed">
                Account{' '}
                <Text span ff="monospace" fw={600} c="dark">
                  {c.accountNumber}
                </Text>
              </Text>
            }
            actions={
              <Group gap="sm">
                <DepositButton customerId={c.id} />
                <IssueCreditButton customerId={c.id} />
                {canEdit && (
                  <Button variant="default" leftSection={<IconPencil size={16} />} onClick={edit.open}>
                    Edit
                  </Button>
                )}
              </Group>
            }
          />
          <CustomerAlerts alerts={c.activeAlerts} />
          <Grid gap="lg" mb="lg">
            <Grid.Col span={{ base: 12, lg: canSeeBalances ? 7 : 12 }}>
              <CustomerFacts customer={c} />
            </Grid.Col>
            {canSeeBalances && (
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <BalanceSummaryCard
                  customerId={c.id}
                  homeOnly={c.currency?.isAltCurrency ? c.currency.abbreviation : undefined}
                />
              </Grid.Col>
            )}
          </Grid>
          <Paper p="lg" radius="md">
            <Tabs defaultValue="locations" keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="locations">Locations ({c.locationCount})</Tabs.Tab>
                <Tabs.Tab value="contacts">Contacts ({c.contactCount})</Tabs.Tab>
                <Tabs.Tab value="alerts">Alerts ({c.activeAlertCount})</Tabs.Tab>
                <Tabs.Tab value="notifications">Notifications</Tabs.Tab>
                <Tabs.Tab value="custom-fields">Custom fields</Tabs.Tab>
                <Tabs.Tab value="documents">
                  <DocumentsTabLabel kind="Customer" id={c.id} />
                </Tabs.Tab>
                <Tabs.Tab value="equipment">Equipment</Tabs.Tab>
                <Tabs.Tab value="jobs">Jobs</Tabs.Tab>
                <Tabs.Tab value="invoices">Invoices</Tabs.Tab>
                {cardAccess >= 1 && <Tabs.Tab value="cards">Cards</Tabs.Tab>}
              </Tabs.List>
              <Tabs.Panel value="locations">
                <LocationsTab customerId={c.id} />
              </Tabs.Panel>
              <Tabs.Panel value="contacts">
                <ContactsManager
                  customerId={c.id}
                  options={{ canEditContact: true, canAddCustomer: true, canLinkExternalContact: true }}
                />
              </Tabs.Panel>
              <Tabs.Panel value="alerts">
                <AlertsTab customerId={c.id} />
              </Tabs.Panel>
              <Tabs.Panel value="notifications">
                <NotificationsRow kind="customer" id={c.id} />
              </Tabs.Panel>
              <Tabs.Panel value="custom-fields">
                <CustomFieldPanel entityKind="customer" recordId={c.id} canEdit={canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="documents">
                <DocumentsTab kind="Customer" id={c.id} />
              </Tabs.Panel>
              <Tabs.Panel value="equipment">
                <EquipmentListTab customerId={c.id} />
              </Tabs.Panel>
              <Tabs.Panel value="jobs">
                <JobsListTab customerId={c.id} />
              </Tabs.Panel>
              <Tabs.Panel value="invoices">
                <CustomerInvoicesTab customerId={c.id} />
              </Tabs.Panel>
              {cardAccess >= 1 && (
                <Tabs.Panel value="cards">
                  <CustomerCardsTab customerId={c.id} canEdit={cardAccess >= 2} />
                </Tabs.Panel>
              )}
            </Tabs>
          </Paper>
          {canEdit && (
            <EditCustomerModal
              key={c.version}
              customer={c}
              opened={editOpened}
              onClose={edit.close}
              onReload={() => void query.refetch()}
            />
          )}
        </>
      )}
    </QueryStatus>
  );
}
