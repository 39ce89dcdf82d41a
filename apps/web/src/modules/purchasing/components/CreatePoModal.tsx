import { formatIsoDate } from '@fieldline/contracts/common/dates';
import type { PurchaseOrder } from '@fieldline/contracts/purchasing/purchasing.contract';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { FormError } from '../../../shared/forms';
import { useWarehouses } from '../../../shared/warehouses/warehouses.api';
import { useSupplierList } from '../../suppliers/suppliers.api';
import { useCreatePurchaseOrder, useDepartments, useLookup } from '../purchasing.api';

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: (po: PurchaseOrder) => void;
}

const opt = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
const num = (v: string | null) => (v ? Number(v) : null);

/** A new purchase order: its header; lines are added on the order's page. */
export function CreatePoModal({ opened, onClose, onCreated }: Props) {
  const suppliers = useSupplierList(true);
  const offices = useLookup('offices');
  const types = useLookup('potypes');
  const departments = useDepartments();
  const [v, setV] = useState({
    supplierId: null as string | null,
    officeId: null as string | null,
    warehouseId: null as string | null,
    departmentId: null as string | null,
    typeId: null as string | null,
    orderDate: formatIsoDate(new Date()) as string | null,
    expectedDate: null as string | null,
    supplierReference: '',
  });
  const warehouses = useWarehouses({ officeId: num(v.officeId) ?? undefined, isVan: false, active: true });
  const create = useCreatePurchaseOrder();
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));

  async function save() {
    setError(null);
    try {
      const po = await create.mutateAsync({
        supplierId: num(v.supplierId) as number,
        officeId: num(v.officeId) as number,
        warehouseId: num(v.warehouseId),
        departmentId: num(v.departmentId),
        typeId: num(v.typeId) ?? undefined,
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
          <Select
            label="Supplier"
            required
            searchable
            data={opt(suppliers.data)}
            value={v.supplierId}
            onChange={(x) => set({ supplierId: x })}
          />
          <Select
            label="Type"
            placeholder="Stock Order"
            data={opt(types.data)}
            value={v.typeId}
            onChange={(x) => set({ typeId: x })}
          />
          <Select
            label="Office"
            required
            data={opt(offices.data)}
            value={v.officeId}
            onChange={(x) => set({ officeId: x, warehouseId: null })}
          />
          <Select
            label="Warehouse"
            data={opt(warehouses.data?.data)}
            value={v.warehouseId}
            onChange={(x) => set({ warehouseId: x })}
            disabled={!v.officeId}
          />
          <Select
            label="Department"
            clearable
            data={opt(departments.data)}
            value={v.departmentId}
            onChange={(x) => set({ departmentId: x })}
          />
          <TextInput
            label="Supplier reference"
            value={v.supplierReference}
            onChange={(e) => set({ supplierReference: e.currentTarget.value })}
          />
          <DateInputField
            label="Order date"
            required
            value={v.orderDate}
            onChange={(x) => set({ orderDate: x })}
          />
          <DateInputField
            label="Expected date"
            value={v.expectedDate}
            onChange={(x) => set({ expectedDate: x })}
          />
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
