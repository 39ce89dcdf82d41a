import { Permission } from '@fieldline/contracts/common/permissions';
import {
  CUSTOM_FIELD_ENTITIES,
  CUSTOM_FIELD_ENTITY_KINDS,
  type CustomFieldEntityKind,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { Alert, Paper, Tabs } from '@mantine/core';
import { useAccess } from '../../../app/auth/AuthProvider';
import { useFieldGroups } from '../../../shared/custom-fields';
import { PageHeader, QueryStatus } from '../../../shared/ui';
import { FieldsTable } from '../components/FieldsTable';
import { GroupsTable } from '../components/GroupsTable';

/** Reading a kind's definitions needs that entity's read access (the calls are the record pages' too). */
const READ_PERMISSION: Record<CustomFieldEntityKind, number> = {
  customer: Permission.Customers,
  equipment: Permission.Equipment,
  opportunity: Permission.Opportunities,
};

function KindAdmin({ kind, canEdit }: { kind: CustomFieldEntityKind; canEdit: boolean }) {
  const canRead = useAccess(READ_PERMISSION[kind]) >= 1;
  const groups = useFieldGroups(kind);
  if (!canRead) {
    return (
      <Alert color="yellow" variant="light">
        Seeing {CUSTOM_FIELD_ENTITIES[kind].label.toLowerCase()} fields needs read access to{' '}
        {CUSTOM_FIELD_ENTITIES[kind].label}.
      </Alert>
    );
  }
  return (
    <QueryStatus query={groups}>
      {(list) => (
        <>
          <GroupsTable kind={kind} groups={list} canEdit={canEdit} />
          <FieldsTable kind={kind} groups={list} canEdit={canEdit} />
        </>
      )}
    </QueryStatus>
  );
}

export function CustomFieldsAdminPage() {
  const canEdit = useAccess(Permission.Settings) >= 2;
  return (
    <>
      <PageHeader
        title="Custom fields"
        description="Fields and groups shown on customer, equipment and opportunity pages. Every change is recorded in the audit log."
      />
      <Paper p="lg" radius="md">
        <Tabs defaultValue="customer" keepMounted={false}>
          <Tabs.List mb="md">
            {CUSTOM_FIELD_ENTITY_KINDS.map((k) => (
              <Tabs.Tab key={k} value={k}>
                {CUSTOM_FIELD_ENTITIES[k].label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {CUSTOM_FIELD_ENTITY_KINDS.map((k) => (
            <Tabs.Panel key={k} value={k}>
              <KindAdmin kind={k} canEdit={canEdit} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </>
  );
}
