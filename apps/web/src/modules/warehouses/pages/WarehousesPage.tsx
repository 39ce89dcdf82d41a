import { Permission } from '@fieldline/contracts/common/permissions';
import { Badge, Button, Divider, Grid, Modal, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { PageHeader } from '../../../shared/ui';
import { useWarehouses } from '../../../shared/warehouses/warehouses.api';
import { AssignmentsEditor } from '../components/AssignmentsEditor';
import { BinsEditor } from '../components/BinsEditor';
import { SourcingEditor } from '../components/SourcingEditor';
import { WarehouseForm } from '../components/WarehouseForm';

/** Warehouses administration: the list (a third) and the chosen warehouse's details, bins, sourcing and staff. */
export function WarehousesPage() {
  const canEdit = useAccess(Permission.Warehouses) >= 2;
  const list = useWarehouses({});
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [creating, create] = useDisclosure(false);
  const warehouses = list.data?.data ?? [];
  const singleBin = list.data?.singleBin ?? false;
  const selected = warehouses.find((w) => w.id === selectedId) ?? warehouses[0];

  return (
    <>
      <PageHeader
        title="Warehouses"
        description="Warehouses, vans and their bins; which offices source from them; who works out of them."
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={create.open}>
              New warehouse
            </Button>
          )
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="xs">
            {warehouses.length === 0 && (
              <Text c="dimmed" p="sm">
                {list.isLoading ? 'Loading…' : 'No warehouses yet.'}
              </Text>
            )}
            {warehouses.map((w) => (
              <NavLink
                key={w.id}
                active={w.id === selected?.id}
                label={w.name}
                description={`${w.officeName}${w.isVan && w.employeeName ? ` · ${w.employeeName}` : ''}`}
                rightSection={
                  <>
                    {w.isVan && <Badge size="xs">Van</Badge>}
                    {!w.isActive && (
                      <Badge size="xs" color="gray">
                        Inactive
                      </Badge>
                    )}
                  </>
                }
                onClick={() => setSelectedId(w.id)}
              />
            ))}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected && (
            <Paper withBorder p="md">
              <Stack>
                <Title order={4}>{selected.name}</Title>
                <WarehouseForm
                  key={`${selected.id}-${selected.version}`}
                  warehouse={selected}
                  canEdit={canEdit}
                />
                <Divider />
                <BinsEditor warehouse={selected} canEdit={canEdit} singleBin={singleBin} />
                <Divider />
                <SourcingEditor warehouseId={selected.id} canEdit={canEdit} />
                <Divider />
                <AssignmentsEditor warehouseId={selected.id} canEdit={canEdit} />
              </Stack>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
      <Modal opened={creating} onClose={create.close} title="New warehouse">
        {creating && (
          <WarehouseForm
            canEdit
            onCancel={create.close}
            onSaved={(w) => {
              setSelectedId(w.id);
              create.close();
            }}
          />
        )}
      </Modal>
    </>
  );
}
