import { Permission } from '@fieldline/contracts/common/permissions';
import { Grid, Paper, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconAddressBook,
  IconClock,
  IconFileText,
  IconHistory,
  IconTool,
  IconTools,
} from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import type { RecordPageProps } from '../../../app/page-codes';
import { NotAvailable } from '../../../app/pages/NotAvailable';
import { ContactsManager } from '../../../shared/contacts-manager';
import { DocumentsTab, DocumentsTabLabel } from '../../../shared/documents';
import { HoursEditor, HoursModal } from '../../../shared/hours';
import { QueryStatus } from '../../../shared/ui';
import { EquipmentListTab } from '../../equipment/components/EquipmentListTab';
import { JobsListTab } from '../../jobs/components/JobsListTab';
import { LocationFacts } from '../components/LocationFacts';
import { LocationForm } from '../components/LocationForm';
import { LocationHeader } from '../components/LocationHeader';
import { LocationHistory } from '../components/LocationHistory';
import { useHoursSaved, useLocation } from '../locations.api';

/** The location page (page code 6041). */
export function LocationPage({ id }: RecordPageProps) {
  const access = useAccess(Permission.Locations);
  const query = useLocation(id);
  const onHoursSaved = useHoursSaved(id);
  const [hoursOpened, hours] = useDisclosure(false);
  const [tab, setTab] = useState<string | null>('contacts');

  if (access < 1) {
    return (
      <NotAvailable
        title="No access"
        message="You do not have permission to view this page."
        detail="Ask an administrator to give one of your roles access to locations."
      />
    );
  }
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <NotAvailable title={`Location ${id}`} message="There is no location with this id." />;
  }
  const canEdit = access >= 2;

  return (
    <QueryStatus query={query}>
      {(location) => (
        <>
          <LocationHeader location={location} onShowHours={hours.open} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Paper p="lg" radius="md" h="100%">
                <Title order={2} fz="h4" mb="md">
                  Details
                </Title>
                <LocationForm
                  key={location.version}
                  location={location}
                  readOnly={!canEdit}
                  onReload={() => void query.refetch()}
                />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Paper p="lg" radius="md" h="100%">
                <Title order={2} fz="h4" mb="md">
                  Facts
                </Title>
                <LocationFacts location={location} />
              </Paper>
            </Grid.Col>
          </Grid>
          <Paper p="lg" radius="md" mt="lg">
            <Tabs value={tab} onChange={setTab} keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="contacts" leftSection={<IconAddressBook size={16} />}>
                  Contacts
                </Tabs.Tab>
                <Tabs.Tab value="hours" leftSection={<IconClock size={16} />}>
                  Hours of operation
                </Tabs.Tab>
                <Tabs.Tab value="history" leftSection={<IconHistory size={16} />}>
                  History
                </Tabs.Tab>
                <Tabs.Tab value="documents" leftSection={<IconFileText size={16} />}>
                  <DocumentsTabLabel kind="Location" id={location.id} />
                </Tabs.Tab>
                <Tabs.Tab value="equipment" leftSection={<IconTool size={16} />}>
                  Equipment
                </Tabs.Tab>
                <Tabs.Tab value="jobs" leftSection={<IconTools size={16} />}>
                  Jobs
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="contacts">
                <ContactsManager
                  locationId={location.id}
                  customerId={location.customerId}
                  options={{ canLinkLocation: true, usesPrimaryFlag: true, usesSignoffFlag: true }}
                />
              </Tabs.Panel>
              <Tabs.Panel value="hours">
                <Text fz="sm" c="dimmed" mb="sm">
                  When technicians can be sent. Times are the location’s local time.
                </Text>
                <HoursEditor
                  locationId={location.id}
                  hours={location.hoursOfOperation}
                  readOnly={!canEdit}
                  onSaved={onHoursSaved}
                />
              </Tabs.Panel>
              <Tabs.Panel value="history">
                <LocationHistory locationId={location.id} />
              </Tabs.Panel>
              <Tabs.Panel value="documents">
                <DocumentsTab kind="Location" id={location.id} />
              </Tabs.Panel>
              <Tabs.Panel value="equipment">
                <EquipmentListTab customerId={location.customerId} locationId={location.id} />
              </Tabs.Panel>
              <Tabs.Panel value="jobs">
                <JobsListTab locationId={location.id} />
              </Tabs.Panel>
            </Tabs>
          </Paper>
          <HoursModal
            opened={hoursOpened}
            onClose={hours.close}
            hours={location.hoursOfOperation}
            subtitle={location.name}
          />
        </>
      )}
    </QueryStatus>
  );
}
