import { Permission } from '@fieldline/contracts/common/permissions';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { Grid } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../../app/auth/AuthProvider';
import { PageHeader } from '../../../shared/ui';
import { PackageEditor } from '../components/PackageEditor';
import { PackageList } from '../components/PackageList';

/** Service packages (spec 3 §2): the list on the left third, the selected package's editor on the right two thirds. */
export function ServicePackagesPage() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('id')) || null;
  const canEdit = useAccess(Permission.ServicePackages) >= 2;
  const [context, setContext] = useState<ItemSummary | null>(null);
  const select = (id: number | null) =>
    setParams(
      (p) => {
        if (id) p.set('id', String(id));
        else p.delete('id');
        return p;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title="Service packages" />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <PackageList
            selectedId={selected}
            onSelect={select}
            context={context}
            onContextChange={setContext}
            canEdit={canEdit}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected ? (
            <PackageEditor packageId={selected} canEdit={canEdit} onDeleted={() => select(null)} />
          ) : null}
        </Grid.Col>
      </Grid>
    </>
  );
}
