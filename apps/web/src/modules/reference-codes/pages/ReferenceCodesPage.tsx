import { Paper, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { accessLevelOf, useAuth } from '../../../app/auth/AuthProvider';
import { NotAvailable } from '../../../app/pages/NotAvailable';
import { hasUnsavedChanges, UNSAVED_CHANGES_MESSAGE } from '../../../app/unsaved-changes';
import { confirmModal } from '../../../shared/modals';
import { ReferenceCodeTable } from '../../../shared/reference-codes';
import { PageHeader } from '../../../shared/ui';
import { EntityUseCodes } from '../components/EntityUseCodes';
import { PANELS } from '../reference-codes.panels';

/** Administration of the reference codes: one tab per panel the user may read; editing needs full access. */
export function ReferenceCodesPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const panels = PANELS.filter((p) => accessLevelOf(user, p.permission) >= 1);
  if (panels.length === 0) {
    return (
      <NotAvailable
        title="No access"
        message="You do not have permission to view this page."
        detail="Ask an administrator to give one of your roles access to payroll, sales tax or service packages."
      />
    );
  }
  const asked = params.get('tab');
  const current = panels.find((p) => p.value === asked) ?? panels[0];
  // Only the open tab is mounted: leaving it with unsaved rows would drop them, so ask first.
  async function openTab(value: string | null) {
    if (!value || value === current.value) return;
    if (hasUnsavedChanges() && !(await confirmModal(UNSAVED_CHANGES_MESSAGE))) return;
    setParams({ tab: value }, { replace: true });
  }
  return (
    <>
      <PageHeader
        title="Reference codes"
        description="Codes other records pick from. Drag rows to set their order, then save; every change is recorded in the audit log."
      />
      <Tabs value={current.value} onChange={(v) => void openTab(v)} keepMounted={false}>
        <Tabs.List mb="md">
          {panels.map((p) => (
            <Tabs.Tab key={p.value} value={p.value}>
              {p.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {panels.map((p) => (
          <Tabs.Panel key={p.value} value={p.value}>
            <Paper p="lg" radius="md">
              <ReferenceCodeTable
                path={p.path}
                title={p.title}
                itemLabel={p.itemLabel}
                shape={p.shape}
                readOnly={accessLevelOf(user, p.permission) < 2}
              >
                {p.value === 'exemption-codes' && <EntityUseCodes />}
              </ReferenceCodeTable>
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
