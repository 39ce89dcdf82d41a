import { formatIsoDate } from '@fieldline/contracts/common/dates';
import type { PurchaseOrder } from '@fieldline/contracts/purchasing/purchasing.contract';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { FormError, toId, toOptions, usePatchState } from '../../../shared/forms';
import { useWarehouses } from '../../../shared/warehouses/warehouses.api';
import { SupplierSelect } from '../../suppliers/components/SupplierSelect';
import { useCreatePurchaseOrder, useDepartments, useLookup } from '../purchasing.api';

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: (po: PurchaseOrder) => void;
}

/** A new purchase order: its header; lines are added on the order's page. */
export function CreatePoModal({ opened, onClose, onCreated }: Props) {
  const offices = useLookup('offices');
  const types = useLookup('potypes');
  const departments = useDepartments();
  const [v, set, bind] = usePatchState({
    supplierId: null as string | null,
    officeId: null as string | null,
    warehouseId: null as string | null,
    departmentId: null as string | null,
    typeId: null as string | null,
    orderDate: formatIsoDate(new Date()) as string | null,
    expectedDate: null as string | null,
    supplierReference: '',
  });
  const warehouses = useWarehouses({ officeId: toId(v.officeId) ?? undefined, isVan: false, active: true });
  const create = useCreatePurchaseOrder();
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setError(null);
    try {
      const po = await create.mutateAsync({
        supplierId: toId(v.supplierId) as number,
        officeId: toId(v.officeId) as number,
        warehouseId: toId(v.warehouseId),
        departmentId: toId(v.departmentId),
        typeId: toId(v.typeId) ?? undefined,
        orderDate: v.orderDate ?? '',
        expectedDate: v.expectedDate,
        supplierReference: v.supplierReference,
      });
      onCreated(po);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="New purchase order" size="lg">
      <Stack>
        <FormError message={error} />
        <SimpleGrid cols={2}>
          <SupplierSelect {...bind.field('supplierId')} />
          <Select
            label="Type"
            placeholder="Stock Order"
            data={toOptions(types.data)}
            {...bind.field('typeId')}
          />
          <Select
            label="Office"
            required
            data={toOptions(offices.data)}
            value={v.officeId}
            onChange={(x) => set({ officeId: x, warehouseId: null })}
          />
          <Select
            label="Warehouse"
            data={toOptions(warehouses.data?.data)}
            {...bind.field('warehouseId')}
            disabled={!v.officeId}
          />
          <Select
            label="Department"
            clearable
            data={toOptions(departments.data)}
            {...bind.field('departmentId')}
          />
          <TextInput label="Supplier reference" {...bind.text('supplierReference')} />
          <DateInputField label="Order date" required {...bind.field('orderDate')} />
          <DateInputField label="Expected date" {...bind.field('expectedDate')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            onClick={save}
            loading={create.isPending}
            disabled={!v.supplierId || !v.officeId || !v.orderDate}
          >
            Create
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
