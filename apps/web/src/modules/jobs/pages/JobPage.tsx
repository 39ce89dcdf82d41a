import { Permission } from '@fieldline/contracts/common/permissions';
import { Paper, Tabs } from '@mantine/core';
import { useAccess, useAuth } from '../../../app/auth/AuthProvider';
import type { RecordPageProps } from '../../../app/page-codes';
import { DocumentsTab, DocumentsTabLabel } from '../../../shared/documents';
import { JobSummary } from '../../../shared/jobs/JobSummary';
import { LineItemTable } from '../../../shared/line-items';
import { QueryStatus } from '../../../shared/ui';
import { ChecklistsSection, TasksSection } from '../../../shared/work';
import { CardHolds } from '../../payments';
import { JobToolsTab } from '../../tools/components/JobToolsTab';
import { JobCalendarTab } from '../components/JobCalendarTab';
import { JobContactsTab } from '../components/JobContactsTab';
import { JobEquipmentTab } from '../components/JobEquipmentTab';
import { JobExpensesTab } from '../components/JobExpensesTab';
import { JobGeneralSection } from '../components/JobGeneralSection';
import { JobHeader } from '../components/JobHeader';
import { JobInventoryTab } from '../components/JobInventoryTab';
import { JobPackingSlipsTab } from '../components/JobPackingSlipsTab';
import { JobRecommendationsTab } from '../components/JobRecommendationsTab';
import { JobSignoffsTab } from '../components/JobSignoffsTab';
import { JobTimeTab } from '../components/JobTimeTab';
import { useJob } from '../jobs.api';

/**
 * Page code 6081: one job. Each area adds its own tab here (one Tabs.Tab and one Tabs.Panel rendering a
 * component from its own folder); keep the list in the order a person works a job.
 */
export function JobPage({ id }: RecordPageProps) {
  const query = useJob(id);
  const canEdit = useAccess(Permission.Jobs) >= 2;
  // A technician records time, expenses, checklists, signoffs and line notes on the jobs assigned to them.
  const ownWork = useAccess(Permission.OwnJobWork) >= 2;
  const { user } = useAuth();
  const canSeeTools = useAccess(Permission.Tools) >= 1;
  const canSeeCards = useAccess(Permission.MerchantServices) >= 1;

  return (
    <QueryStatus query={query}>
      {(job) => {
        const canRecord =
          job.canRecordWork ?? (canEdit || (ownWork && !!user && job.assignedResource?.id === user.id));
        return (
          <>
            <JobHeader job={job} />
            <JobGeneralSection job={job} canEdit={canEdit} />
            <Paper p="lg" radius="md">
              <Tabs defaultValue="contacts" keepMounted={false}>
                <Tabs.List mb="md">
                  <Tabs.Tab value="contacts">Contacts</Tabs.Tab>
                  <Tabs.Tab value="items">Items</Tabs.Tab>
                  <Tabs.Tab value="calendar">Calendar</Tabs.Tab>
                  <Tabs.Tab value="equipment">Equipment</Tabs.Tab>
                  <Tabs.Tab value="recommendations">Recommendations</Tabs.Tab>
                  <Tabs.Tab value="tasks">Tasks</Tabs.Tab>
                  <Tabs.Tab value="checklists">Checklists</Tabs.Tab>
                  <Tabs.Tab value="time">Time</Tabs.Tab>
                  <Tabs.Tab value="expenses">Expenses</Tabs.Tab>
                  <Tabs.Tab value="inventory">Inventory</Tabs.Tab>
                  {canSeeTools && <Tabs.Tab value="tools">Tools</Tabs.Tab>}
                  <Tabs.Tab value="packingslips">Packing slips</Tabs.Tab>
                  <Tabs.Tab value="signoffs">Signoffs</Tabs.Tab>
                  <Tabs.Tab value="documents">
                    <DocumentsTabLabel kind="Job" id={job.id} />
                  </Tabs.Tab>
                  <Tabs.Tab value="summary">Summary</Tabs.Tab>
                  {canSeeCards && <Tabs.Tab value="holds">Card holds</Tabs.Tab>}
                </Tabs.List>
                <Tabs.Panel value="contacts">
                  <JobContactsTab job={job} canEdit={canEdit} />
                </Tabs.Panel>
                <Tabs.Panel value="items">
                  <LineItemTable ownerKind="Job" ownerId={job.id} canNote={canRecord} />
                </Tabs.Panel>
                <Tabs.Panel value="calendar">
                  <JobCalendarTab jobId={job.id} canEdit={canEdit} />
                </Tabs.Panel>
                <Tabs.Panel value="equipment">
                  <JobEquipmentTab jobId={job.id} locationId={job.customerLocation.id} canEdit={canEdit} />
                </Tabs.Panel>
                <Tabs.Panel value="recommendations">
                  <JobRecommendationsTab jobId={job.id} canEdit={canEdit} />
                </Tabs.Panel>
                <Tabs.Panel value="tasks">
                  <TasksSection ownerKind="Job" ownerId={job.id} readOnly={!canEdit} />
                </Tabs.Panel>
                <Tabs.Panel value="checklists">
                  <ChecklistsSection ownerKind="Job" ownerId={job.id} readOnly={!canRecord} />
                </Tabs.Panel>
                <Tabs.Panel value="time">
                  <JobTimeTab jobId={job.id} canEdit={canRecord} />
                </Tabs.Panel>
                <Tabs.Panel value="expenses">
                  <JobExpensesTab jobId={job.id} canEdit={canRecord} />
                </Tabs.Panel>
                <Tabs.Panel value="inventory">
                  <JobInventoryTab jobId={job.id} canEdit={canEdit} />
                </Tabs.Panel>
                {canSeeTools && (
                  <Tabs.Panel value="tools">
                    <JobToolsTab job={job} />
                  </Tabs.Panel>
                )}
                <Tabs.Panel value="packingslips">
                  <JobPackingSlipsTab jobId={job.id} canEdit={canEdit} />
                </Tabs.Panel>
                <Tabs.Panel value="signoffs">
                  <JobSignoffsTab jobId={job.id} canEdit={canRecord} />
                </Tabs.Panel>
                <Tabs.Panel value="documents">
                  <DocumentsTab kind="Job" id={job.id} />
                </Tabs.Panel>
                <Tabs.Panel value="summary">
                  <JobSummary jobId={job.id} />
                </Tabs.Panel>
                <Tabs.Panel value="holds">
                  <CardHolds kind="job" subjectId={job.id} customerId={job.customer.id} />
                </Tabs.Panel>
              </Tabs>
            </Paper>
          </>
        );
      }}
    </QueryStatus>
  );
}
