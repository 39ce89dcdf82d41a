import { ApiError } from '@fieldline/client';
import { formatUnitPrice } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Badge, Group, Paper, Tabs, Text } from '@mantine/core';
import { useAccess } from '../../../app/auth/AuthProvider';
import type { RecordPageProps } from '../../../app/page-codes';
import { NotAvailable } from '../../../app/pages/NotAvailable';
import { DocumentsTab, DocumentsTabLabel } from '../../../shared/documents';
import { ItemInventoryPanel } from '../../../shared/inventory/ItemInventoryPanel';
import { PageHeader, QueryStatus } from '../../../shared/ui';
import { AlternatesPanel } from '../components/AlternatesPanel';
import { ChildItemsPanel } from '../components/ChildItemsPanel';
import { ItemDetailsForm } from '../components/ItemDetailsForm';
import { useItem } from '../items.api';

/** The item page (page code 6314): details, kit parts, alternates, stock and documents. */
export function ItemPage({ id }: RecordPageProps) {
  const access = useAccess(Permission.Items);
  const canSeeStock = useAccess(Permission.Inventory) >= 1;
  const showCost = useAccess(Permission.Costs) >= 1;
  const query = useItem(id);
  if (access < 1) {
    return <NotAvailable title={`Item ${id}`} message="You do not have permission to see items." />;
  }
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <NotAvailable title={`Item ${id}`} message="This item was not found. It may have been removed." />;
  }
  return (
    <QueryStatus query={query}>
      {(item) => (
        <>
          <PageHeader
            title={item.name}
            crumbs={[{ label: 'Items', to: '/items' }]}
            description={
              <Group gap="xs" component="span">
                <Text span ff="monospace">
                  {item.itemCode}
                </Text>
                <Badge variant="light">{item.type.name}</Badge>
                {item.category && <Badge variant="outline">{item.category.name}</Badge>}
                {!item.isActive && <Badge color="gray">Inactive</Badge>}
                {item.isManaged && <Badge color="grape">Managed</Badge>}
                <Text span size="sm" c="dimmed">
                  {showCost && `Cost ${formatUnitPrice(item.cost)} · `}Price{' '}
                  {item.price === '0.0000' ? 'by markup' : formatUnitPrice(item.price)}
                </Text>
              </Group>
            }
          />
          <Paper withBorder p="md" radius="md">
            <Tabs defaultValue="details" keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="details">Details</Tabs.Tab>
                <Tabs.Tab value="kit">Child items</Tabs.Tab>
                <Tabs.Tab value="alternates">Alternates</Tabs.Tab>
                {canSeeStock && item.isStocked && <Tabs.Tab value="inventory">Inventory</Tabs.Tab>}
                <Tabs.Tab value="documents">
                  <DocumentsTabLabel kind="Item" id={item.id} />
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="details">
                <ItemDetailsForm item={item} canEdit={access >= 2} />
              </Tabs.Panel>
              <Tabs.Panel value="kit">
                <ChildItemsPanel itemId={item.id} canEdit={access >= 2} />
              </Tabs.Panel>
              <Tabs.Panel value="alternates">
                <AlternatesPanel itemId={item.id} canEdit={access >= 2} />
              </Tabs.Panel>
              {canSeeStock && item.isStocked && (
                <Tabs.Panel value="inventory">
                  <ItemInventoryPanel itemId={item.id} />
                </Tabs.Panel>
              )}
              <Tabs.Panel value="documents">
                <DocumentsTab kind="Item" id={item.id} />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </>
      )}
    </QueryStatus>
  );
}
