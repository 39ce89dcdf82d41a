import { NO_OFFICES_FOUND } from '@fieldline/contracts/budgets/budgets.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Tabs, Text } from '@mantine/core';
import { IconDownload, IconLock, IconLockOpen, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { formatDateRange } from '../../../shared/format';
import { PageHeader } from '../../../shared/ui';
import { exportUrl, useBudget, useBudgetAccounts, useBudgetEntries, useUpdateBudget } from '../budgets.api';
import { BudgetGrid } from '../components/BudgetGrid';
import { ImportButton } from '../components/ImportButton';

/**
 * The budget page (spec 2 §2.3): a tab per office plus All when there are several; the locked indicator;
 * cells become inputs only after Edit (the page's edit flag) on an unlocked budget.
 */
export function BudgetPage() {
  const id = Number(useParams().id);
  const canEdit = useAccess(Permission.Budgets) >= 2;
  const budget = useBudget(id);
  const entries = useBudgetEntries(id);
  const accounts = useBudgetAccounts(id);
  const update = useUpdateBudget(id);
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<string | null>(null);

  if (!budget.data || !entries.data || !accounts.data) {
    return budget.isError ? (
      <Alert color="red">{budget.error.message}</Alert>
    ) : (
      <Center py={60}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  const b = budget.data;
  const editControls = canEdit && !b.locked;
  const editable = editControls && editing;
  const tabs = [...b.offices.map((o) => ({ value: String(o.id), label: o.name }))];
  if (b.offices.length > 1) tabs.push({ value: 'all', label: 'All' });
  const active = tab && tabs.some((t) => t.value === tab) ? tab : tabs[0]?.value;

  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Budgets', to: '/budgets' }]}
        title={
          <Group gap="sm">
            <span>
              Budget {b.financialYear}
              {b.description ? `: ${b.description}` : ''}
            </span>
            {b.locked && (
              <Badge color="gray" size="lg" leftSection={<IconLock size={14} />} aria-label="Locked budget">
                Locked
              </Badge>
            )}
          </Group>
        }
        description={`${b.companyName} · ${formatDateRange(b.startDate, b.endDate)}${b.officeName ? ` · ${b.officeName}` : ''}`}
        actions={
          <Group gap="xs">
            <Button
              component="a"
              href={exportUrl(b.id)}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              Export to spreadsheet
            </Button>
            {editControls && <ImportButton budgetId={b.id} />}
            {editControls && (
              <Button
                variant={editing ? 'filled' : 'default'}
                leftSection={<IconPencil size={16} />}
                aria-pressed={editing}
                onClick={() => setEditing((v) => !v)}
              >
                {editing ? 'Done editing' : 'Edit'}
              </Button>
            )}
            {canEdit && (
              <Button
                variant="subtle"
                leftSection={b.locked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
                loading={update.isPending}
                onClick={() => {
                  setEditing(false);
                  update.mutate({ locked: !b.locked });
                }}
              >
                {b.locked ? 'Unlock' : 'Lock'}
              </Button>
            )}
          </Group>
        }
      />
      <Paper p="lg" radius="md">
        {tabs.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {NO_OFFICES_FOUND}
          </Text>
        ) : (
          <Tabs value={active} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="md">
              {tabs.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map((t) => (
              <Tabs.Panel key={t.value} value={t.value}>
                {t.value === 'all' && (
                  <Text c="dimmed" fz="sm" mb="xs">
                    All offices added together. Edit amounts on an office's tab.
                  </Text>
                )}
                <BudgetGrid
                  budget={b}
                  accounts={accounts.data}
                  entries={entries.data}
                  officeId={t.value === 'all' ? 'all' : Number(t.value)}
                  editable={editable}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Paper>
    </>
  );
}
