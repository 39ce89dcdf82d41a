import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { Fact } from '../../../shared/ui';

/** The supplier of a purchasing document: a link to the supplier for those who may see suppliers. */
export function SupplierFact({ supplier }: { supplier: { id: number; name: string } }) {
  const canSeeSupplier = useAccess(Permission.Suppliers) >= 1;
  return (
    <Fact label="Supplier">
      {canSeeSupplier ? (
        <Anchor component={Link} to={pageUrl(PageCode.Supplier, supplier.id)} fz="sm">
          {supplier.name}
        </Anchor>
      ) : (
        supplier.name
      )}
    </Fact>
  );
}
