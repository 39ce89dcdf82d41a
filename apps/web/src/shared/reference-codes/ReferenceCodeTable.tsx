import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { REFERENCE_CODES_HAVE_ERRORS } from '@fieldline/contracts/reference-codes/reference-codes.contract';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { showErrorNotification } from '../../app/api';
import { useUnsavedChanges } from '../../app/unsaved-changes';
import { QueryStatus } from '../ui';
import { CodeRowView } from './CodeRowView';
import {
  addRow,
  type CellValue,
  type CodeListShape,
  type CodeRow,
  deleteRow,
  editRow,
  hasErrors,
  moveRow,
  pendingBatch,
  rowsFromServer,
  validateRows,
  visibleRows,
} from './code-rows';
import { useCodeList, useSaveCodeList } from './reference-codes.api';

export interface ReferenceCodeTableProps {
  /** The list's API path under /v1, e.g. '/employees/payrollcodes' (search and batch hang off it). */
  path: string;
  title: string;
  /** Singular name for buttons and labels: 'payroll code'. */
  itemLabel: string;
  shape: CodeListShape;
  readOnly?: boolean;
  /** Shown under the table (the exemption panel's entity use codes). */
  children?: ReactNode;
}

/**
 * A sortable reference-code list (spec 3 §2, §4, §5, §9): drag rows (mouse, or keyboard with Space and
 * the arrow keys) to renumber sort from 0; add, edit and delete rows, then save them all in one call.
 */
export function ReferenceCodeTable({
  path,
  title,
  itemLabel,
  shape,
  readOnly = false,
  children,
}: ReferenceCodeTableProps) {
  const query = useCodeList(path);
  const save = useSaveCodeList(path);
  const [rows, setRows] = useState<CodeRow[]>([]);
  // Every answer from the server (first load, reload after a save or a failed save) replaces the rows.
  const loadedAt = query.dataUpdatedAt;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when a new answer arrives
  useEffect(() => {
    if (query.data) setRows(rowsFromServer(query.data.data, shape));
  }, [loadedAt]);

  const errors = useMemo(() => validateRows(rows, shape), [rows, shape]);
  const pending = useMemo(() => pendingBatch(rows, shape), [rows, shape]);
  const shown = visibleRows(rows);
  // A field in error counts as a change too (a blanked sort sends nothing but must not pass silently).
  const dirty = pending.length > 0 || hasErrors(errors);
  useUnsavedChanges(!readOnly && dirty);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = useCallback((e: DragEndEvent) => {
    if (e.over && e.active.id !== e.over.id) {
      setRows((current) => moveRow(current, String(e.active.id), String(e.over?.id)));
    }
  }, []);
  const onEdit = useCallback((key: string, field: string, value: CellValue) => {
    setRows((current) => editRow(current, key, field, value));
  }, []);
  const onDelete = useCallback((key: string) => setRows((current) => deleteRow(current, key)), []);

  async function onSave() {
    if (hasErrors(errors)) {
      showErrorNotification(REFERENCE_CODES_HAVE_ERRORS);
      return;
    }
    try {
      await save.mutateAsync(pending);
      notifications.show({ color: 'teal', message: `${title} saved` });
    } catch {
      // The client already showed the error notification; spec 3 §8: reload the list from the server.
    }
    await query.refetch();
  }

  const name = (r: CodeRow) => String(r.values[shape.codeField] ?? '').trim() || 'new row';
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} size="h4">
          {title}
        </Title>
        {!readOnly && (
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => setRows((current) => addRow(current, shape))}
              disabled={!query.data}
            >
              Add {itemLabel}
            </Button>
            <Button
              size="xs"
              leftSection={<IconDeviceFloppy size={14} />}
              onClick={() => void onSave()}
              loading={save.isPending}
              disabled={!dirty}
            >
              Save
            </Button>
          </Group>
        )}
      </Group>
      <QueryStatus query={query}>
        {() => (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={shown.map((r) => r.key)} strategy={verticalListSortingStrategy}>
              <Table verticalSpacing={4} aria-label={title}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th aria-label="Reorder" />
                    {shape.columns.map((c) => (
                      <Table.Th key={c.field}>
                        {c.label}
                        {c.required && (
                          <Text span c="red" aria-hidden>
                            {' *'}
                          </Text>
                        )}
                      </Table.Th>
                    ))}
                    <Table.Th aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((r) => (
                    <CodeRowView
                      key={r.key}
                      row={r}
                      columns={shape.columns}
                      name={name(r)}
                      errors={errors[r.key]}
                      readOnly={readOnly}
                      onEdit={onEdit}
                      onDelete={onDelete}
                    />
                  ))}
                  {shown.length === 0 && (
                    <Table.Tr>
                      <Table.Td colSpan={shape.columns.length + 2}>
                        <Text c="dimmed" ta="center" py="md">
                          No {title.toLowerCase()} yet.
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Table.Tbody>
              </Table>
            </SortableContext>
          </DndContext>
        )}
      </QueryStatus>
      {children}
    </Stack>
  );
}
