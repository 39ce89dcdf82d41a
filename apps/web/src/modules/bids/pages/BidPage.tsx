import { Permission } from '@fieldline/contracts/common/permissions';
import { Paper, Tabs } from '@mantine/core';
import { useAccess } from '../../../app/auth/AuthProvider';
import type { RecordPageProps } from '../../../app/page-codes';
import { DocumentsTab, DocumentsTabLabel } from '../../../shared/documents';
import { LineItemTable } from '../../../shared/line-items';
import { ProposalsTab } from '../../../shared/proposals';
import { DocumentWarnings, QueryStatus } from '../../../shared/ui';
import { ChecklistsSection, TasksSection } from '../../../shared/work';
import { CardHolds } from '../../payments';
import { useBid } from '../bids.api';
import { BidContactsTab } from '../components/BidContactsTab';
import { BidEquipmentTab } from '../components/BidEquipmentTab';
import { BidHeader } from '../components/BidHeader';
import { BidSourcingTab } from '../components/BidSourcingTab';

/**
 * Page code 6085: one bid (pending job). Each area adds its own tab here (one Tabs.Tab and one
 * Tabs.Panel rendering a component from its own folder).
 */
export function BidPage({ id }: RecordPageProps) {
  const query = useBid(id);
  const canEdit = useAccess(Permission.Bids) >= 2;
  const canSeeCards = useAccess(Permission.MerchantServices) >= 1;

  return (
    <QueryStatus query={query}>
      {(bid) => {
        const closed = bid.status === 'Converted' || bid.status === 'Declined';
        return (
          <>
            <BidHeader bid={bid} canEdit={canEdit} />
            <DocumentWarnings warnings={bid.warnings} mb="lg" />
            <Paper p="lg" radius="md">
              <Tabs defaultValue="items" keepMounted={false}>
                <Tabs.List mb="md">
                  <Tabs.Tab value="items">Items</Tabs.Tab>
                  <Tabs.Tab value="tasks">Tasks</Tabs.Tab>
                  <Tabs.Tab value="checklists">Checklists</Tabs.Tab>
                  <Tabs.Tab value="proposals">Proposals</Tabs.Tab>
                  <Tabs.Tab value="contacts">Contacts</Tabs.Tab>
                  <Tabs.Tab value="sourcing">Sourcing</Tabs.Tab>
                  <Tabs.Tab value="equipment">Equipment</Tabs.Tab>
                  <Tabs.Tab value="documents">
                    <DocumentsTabLabel kind="PendingJob" id={bid.id} />
                  </Tabs.Tab>
                  {canSeeCards && <Tabs.Tab value="holds">Card holds</Tabs.Tab>}
                </Tabs.List>
                <Tabs.Panel value="items">
                  <LineItemTable ownerKind="Bid" ownerId={bid.id} />
                </Tabs.Panel>
                <Tabs.Panel value="tasks">
                  <TasksSection ownerKind="Bid" ownerId={bid.id} readOnly={!canEdit || closed} />
                </Tabs.Panel>
                <Tabs.Panel value="checklists">
                  <ChecklistsSection ownerKind="Bid" ownerId={bid.id} readOnly={!canEdit || closed} />
                </Tabs.Panel>
                <Tabs.Panel value="proposals">
                  <ProposalsTab
                    base={`/bids/${bid.id}`}
                    owner="bid"
                    canEdit={canEdit && bid.status !== 'Converted'}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="contacts">
                  <BidContactsTab bid={bid} canEdit={canEdit && bid.status !== 'Converted'} />
                </Tabs.Panel>
                <Tabs.Panel value="sourcing">
                  <BidSourcingTab bidId={bid.id} />
                </Tabs.Panel>
                <Tabs.Panel value="equipment">
                  <BidEquipmentTab bidId={bid.id} />
                </Tabs.Panel>
                <Tabs.Panel value="documents">
                  <DocumentsTab kind="PendingJob" id={bid.id} />
                </Tabs.Panel>
                <Tabs.Panel value="holds">
                  <CardHolds kind="pendingjob" subjectId={bid.id} customerId={bid.customer.id} />
                </Tabs.Panel>
              </Tabs>
            </Paper>
          </>
        );
      }}
    </QueryStatus>
  );
}
