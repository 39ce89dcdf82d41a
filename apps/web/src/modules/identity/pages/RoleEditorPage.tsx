import { Permission } from '@fieldline/contracts/common/permissions';
import { Badge } from '@mantine/core';
import { useParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { NotAvailable } from '../../../app/pages/NotAvailable';
import { NotFoundPage } from '../../../app/pages/NotFoundPage';
import { PageHeader, QueryStatus } from '../../../shared/ui';
import { RoleForm } from '../components/RoleForm';
import { usePermissionCategories, useRole } from '../identity.api';

const crumbs = [{ label: 'Roles', to: '/admin/roles' }];

/** /admin/roles/new and /admin/roles/:id. */
export function RoleEditorPage() {
  const { id } = useParams();
  if (id === undefined) return <NewRole />;
  if (!/^\d+$/.test(id)) return <NotFoundPage />;
  return <EditRole id={Number(id)} />;
}

function NewRole() {
  const canEdit = useAccess(Permission.Roles) >= 2;
  const categories = usePermissionCategories();
  if (!canEdit) {
    return (
      <NotAvailable title="No access" message="Creating roles needs full access to Roles and permissions." />
    );
  }
  return (
    <>
      <PageHeader crumbs={crumbs} title="New role" description="Name the role and choose what it may do." />
      <QueryStatus query={categories}>
        {(data) => <RoleForm existing={null} categories={data} readOnly={false} onReload={() => {}} />}
      </QueryStatus>
    </>
  );
}

function EditRole({ id }: { id: number }) {
  const canEdit = useAccess(Permission.Roles) >= 2;
  const role = useRole(id);
  const categories = usePermissionCategories();
  return (
    <QueryStatus query={role}>
      {(r) => (
        <>
          <PageHeader
            crumbs={crumbs}
            title={
              <>
                {r.name}{' '}
                {r.isSystem && (
                  <Badge variant="light" color="gray" style={{ verticalAlign: 'middle' }}>
                    System role
                  </Badge>
                )}
              </>
            }
            description={`${r.userCount} ${r.userCount === 1 ? 'user has' : 'users have'} this role.`}
          />
          <QueryStatus query={categories}>
            {(data) => (
              <RoleForm
                key={r.version}
                existing={r}
                categories={data}
                readOnly={!canEdit}
                onReload={() => void role.refetch()}
              />
            )}
          </QueryStatus>
        </>
      )}
    </QueryStatus>
  );
}
