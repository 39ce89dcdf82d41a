import {
  disabledBy,
  type GroupFlags,
  type LineItemGroup,
} from '@fieldline/contracts/line-items/line-items.contract';
import { ActionIcon, Button, Checkbox, Group, Modal, Table, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { silentApi } from '../../app/api';
import {
  addRow,
  type GroupRow,
  type GroupsApi,
  keepErrors,
  moveRow,
  orderable,
  removeRow,
  renameRow,
  rowsFromGroups,
  saveRows,
  setFlag,
} from './group-rows';

const FLAG_COLUMNS: { flag: keyof GroupFlags; label: string }[] = [
  { flag: 'showDetail', label: 'Show detail' },
  { flag: 'showItemName', label: 'Item name' },
  { flag: 'showItemDescription', label: 'Description' },
  { flag: 'showQuantity', label: 'Quantity' },
  { flag: 'showPrice', label: 'Price' },
  { flag: 'showSubtotal', label: 'Subtotal' },
  { flag: 'showTaxAndTotal', label: 'Tax and total' },
];

export interface EditGroupsModalProps {
  opened: boolean;
  onClose: () => void;
  groups: LineItemGroup[];
  /** '/bids/7' or '/jobs/12'. */
  base: string;
  /** Reloads the collection after saving and answers its groups. */
  onSaved: () => Promise<LineItemGroup[]>;
}

function groupsApi(base: string): GroupsApi {
  const url = `${base}/item-groups`;
  const logged =
    <T,>(what: string, call: () => Promise<T>) =>
    async () => {
      try {
        return await call();
      } catch (e) {
        console.error(`Line-item operation failed: ${what}`, e);
        throw e;
      }
    };
  return {
    create: (body) => logged('create group', () => silentApi.post<{ id: number }>(url, body))(),
    update: (id, body) => logged('update group', () => silentApi.patch(`${url}/${id}`, body))(),
    sort: (id, displayOrder) =>
      logged('sort group', () => silentApi.patch(`${url}/${id}/sort-order`, { displayOrder }))(),
    remove: (id) => logged('delete group', () => silentApi.delete(`${url}/${id}`))(),
  };
}

/**
 * "Edit Groups": the collection groups table (add row, rename, reorder up and down, delete, pending
 * actions) with the display flags of each group. Clearing "Show detail" clears and disables item
 * name, description, quantity and price; clearing "Subtotal" clears and disables tax and total.
 */
export function EditGroupsModal({ opened, onClose, groups, base, onSaved }: EditGroupsModalProps) {
  const [rows, setRows] = useState<GroupRow[]>(() => rowsFromGroups(groups));
  const [saving, setSaving] = useState(false);
  const latest = useRef(groups);
  latest.current = groups;
  // A fresh copy each time the dialog opens (not on every reload while it is open).
  useEffect(() => {
    if (opened) setRows(rowsFromGroups(latest.current));
  }, [opened]);
  const order = orderable(rows);

  async function save() {
    setSaving(true);
    let marked = rows;
    try {
      marked = await saveRows(rows, groupsApi(base));
    } catch {
      // Already logged; the reload below shows what was saved.
    }
    const fresh = await onSaved();
    setSaving(false);
    if (marked.some((r) => r.nameError)) setRows(keepErrors(rowsFromGroups(fresh), marked));
    else onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Edit Groups" size="90rem">
      <Table aria-label="Collection groups" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>Order</Table.Th>
            <Table.Th>Name</Table.Th>
            {FLAG_COLUMNS.map((c) => (
              <Table.Th key={c.flag} ta="center">
                {c.label}
              </Table.Th>
            ))}
            <Table.Th w={110} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows
            .filter((r) => r.action !== 'delete')
            .map((r) => {
              const at = order.findIndex((o) => o.key === r.key);
              return (
                <Table.Tr key={r.key} data-action={r.action}>
                  <Table.Td>{r.isNAGroup ? '' : r.displayOrder}</Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label="Group name"
                      value={r.name}
                      disabled={r.isNAGroup}
                      error={r.nameError ? 'Enter a name' : undefined}
                      className={r.nameError ? 'has-error' : undefined}
                      onChange={(e) => setRows(renameRow(rows, r.key, e.currentTarget.value))}
                    />
                  </Table.Td>
                  {FLAG_COLUMNS.map((c) => (
                    <Table.Td key={c.flag} ta="center">
                      <Checkbox
                        aria-label={`${c.label} (${r.name || 'new group'})`}
                        checked={r[c.flag]}
                        disabled={disabledBy(c.flag, r)}
                        onChange={(e) => setRows(setFlag(rows, r.key, c.flag, e.currentTarget.checked))}
                        style={{ display: 'inline-block' }}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    {!r.isNAGroup && (
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label="Move group up"
                          disabled={at <= 0}
                          onClick={() => setRows(moveRow(rows, r.key, 'up'))}
                        >
                          <IconArrowUp size={16} />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          aria-label="Move group down"
                          disabled={at === order.length - 1}
                          onClick={() => setRows(moveRow(rows, r.key, 'down'))}
                        >
                          <IconArrowDown size={16} />
                        </ActionIcon>
                        <Tooltip label="Delete group (its items move to Not Applicable)">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label="Delete group"
                            onClick={() => setRows(removeRow(rows, r.key))}
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="md">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setRows(addRow(rows))}>
          Add group
        </Button>
        <Group>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
