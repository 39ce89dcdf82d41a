import { Permission } from '@fieldline/contracts/common/permissions';
import { Paper } from '@mantine/core';
import { useAccess } from '../../../app/auth/AuthProvider';
import { PageHeader, QueryStatus } from '../../../shared/ui';
import { SettingsForm } from '../components/SettingsForm';
import { useSettings } from '../system.api';

export function SettingsPage() {
  const canEdit = useAccess(Permission.Settings) >= 2;
  const query = useSettings();
  return (
    <>
      <PageHeader
        title="Settings"
        description="Organization-wide options. Every change is recorded in the audit log."
      />
      <Paper p="lg" radius="md" maw={760}>
        <QueryStatus query={query}>
          {(settings) => (
            <SettingsForm key={JSON.stringify(settings)} settings={settings} readOnly={!canEdit} />
          )}
        </QueryStatus>
      </Paper>
    </>
  );
}
