import { Permission } from '@fieldline/contracts/common/permissions';
import { Paper, Tabs, Title } from '@mantine/core';
import {
  IconBulb,
  IconFileText,
  IconForms,
  IconGauge,
  IconLink,
  IconTag,
  IconTools,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import type { RecordPageProps } from '../../../app/page-codes';
import { NotAvailable } from '../../../app/pages/NotAvailable';
import { CustomFieldPanel } from '../../../shared/custom-fields';
import { DocumentsTab, DocumentsTabLabel } from '../../../shared/documents';
import { QueryStatus } from '../../../shared/ui';
import { EquipmentDetailsForm } from '../components/EquipmentDetailsForm';
import { EquipmentHeader } from '../components/EquipmentHeader';
import { EquipmentJobsTab } from '../components/EquipmentJobsTab';
import { ItemOverridesTab } from '../components/ItemOverridesTab';
import { LinkedItemsTab } from '../components/LinkedItemsTab';
import { MetricsTab } from '../components/MetricsTab';
import { RecommendationsTab } from '../components/RecommendationsTab';
import { useEquipment } from '../equipment.api';

/** The equipment page (page code 6044). */
export function EquipmentPage({ id }: RecordPageProps) {
  const access = useAccess(Permission.Equipment);
  const query = useEquipment(id);
  const [tab, setTab] = useState<string | null>('metrics');

  if (access < 1) {
    return (
      <NotAvailable
        title="No access"
        message="You do not have permission to view this page."
        detail="Ask an administrator to give one of your roles access to equipment."
      />
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <NotAvailable title={`Equipment ${id}`} message="There is no equipment with this id." />;
  }
  const canEdit = access >= 2;

  return (
    <QueryStatus query={query}>
      {(e) => (
        <>
          <EquipmentHeader equipment={e} />
          <Paper p="lg" radius="md" mb="lg">
            <Title order={2} fz="h4" mb="md">
              Details
            </Title>
            <EquipmentDetailsForm key={e.version} equipment={e} readOnly={!canEdit} />
          </Paper>
          <Paper p="lg" radius="md">
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="metrics" leftSection={<IconGauge size={16} />}>
                  Metrics
                </Tabs.Tab>
                <Tabs.Tab value="linked" leftSection={<IconLink size={16} />}>
                  Linked items
                </Tabs.Tab>
                <Tabs.Tab value="overrides" leftSection={<IconTag size={16} />}>
                  Item overrides
                </Tabs.Tab>
                <Tabs.Tab value="recommendations" leftSection={<IconBulb size={16} />}>
                  Recommendations
                </Tabs.Tab>
                <Tabs.Tab value="custom-fields" leftSection={<IconForms size={16} />}>
                  Custom fields
                </Tabs.Tab>
                <Tabs.Tab value="documents" leftSection={<IconFileText size={16} />}>
                  <DocumentsTabLabel kind="Equipment" id={e.id} />
                </Tabs.Tab>
                <Tabs.Tab value="jobs" leftSection={<IconTools size={16} />}>
                  Jobs
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="metrics">
                <MetricsTab equipmentId={e.id} canEdit={canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="linked">
                <LinkedItemsTab equipmentId={e.id} canEdit={canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="overrides">
                <ItemOverridesTab equipmentId={e.id} canEdit={canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="recommendations">
                <RecommendationsTab scope={{ equipmentId: e.id }} canEdit={canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="custom-fields">
                <CustomFieldPanel entityKind="equipment" recordId={e.id} canEdit={canEdit} />
              </Tabs.Panel>
              <Tabs.Panel value="documents">
                <DocumentsTab kind="Equipment" id={e.id} />
              </Tabs.Panel>
              <Tabs.Panel value="jobs">
                <EquipmentJobsTab equipmentId={e.id} />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </>
      )}
    </QueryStatus>
  );
}
