import { Permission } from '@fieldline/contracts/common/permissions';
import type {
  LineItem,
  LineItemCollection,
  LineItemGroup,
} from '@fieldline/contracts/line-items/line-items.contract';
import { Alert, Badge, Button, Group, Loader, Switch, Table, Text, Title } from '@mantine/core';
import { IconLayoutList, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useAccess } from '../../app/auth/AuthProvider';
import { formatMoney } from '../format';
import { AlternateItemsDialog } from '../items';
import { EmptyRow } from '../ui';
import { AddItemRow } from './AddItemRow';
import { EditGroupsModal } from './EditGroupsModal';
import { LineRow } from './LineRow';
import {
  type LineItemActions,
  lineItemKeys,
  type OwnerKind,
  ownerBase,
  useLineItemActions,
  useLineItems,
} from './line-items.api';
import { NoteDialog } from './NoteDialog';
import { TotalsFooter } from './TotalsFooter';

export interface LineItemTableProps {
  ownerKind: OwnerKind;
  ownerId: number;
  /** Notes can be written without full access (a technician on a job assigned to them). */
  canNote?: boolean;
}

const PERMISSION: Record<OwnerKind, number> = {
  Bid: Permission.Bids,
  Job: Permission.Jobs,
  Contract: Permission.Contracts,
};

/** A group's header row: its name and the totals its show flags allow. */
function GroupHeader({ group, columns }: { group: LineItemGroup; columns: number }) {
  const t = group.totals;
  return (
    <Table.Tr bg="var(--mantine-color-gray-0)" data-group-id={group.id}>
      <Table.Td colSpan={columns}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs">
            <Text fw={700} size="sm">
              {group.name}
            </Text>
            {!group.showDetail && (
              <Badge size="xs" variant="light" color="gray">
                Detail hidden on documents
              </Badge>
            )}
          </Group>
          <Group gap="lg" data-testid={`group-totals-${group.id}`}>
            {group.showSubtotal && <Text size="sm">Subtotal {formatMoney(t.subtotal)}</Text>}
            {group.showSubtotal && group.showTaxAndTotal && (
              <>
                <Text size="sm">Tax {formatMoney(t.tax)}</Text>
                <Text size="sm" fw={600}>
                  Total {formatMoney(t.total)}
                </Text>
              </>
            )}
          </Group>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function Rows({
  collection,
  grouped,
  editable,
  actions,
  columns,
  showCosts,
  onNote,
  onAlternates,
}: {
  collection: LineItemCollection;
  grouped: boolean;
  editable: boolean;
  actions: LineItemActions;
  columns: number;
  showCosts: boolean;
  onNote: (l: LineItem) => void;
  onAlternates: (l: LineItem) => void;
}) {
  if (collection.items.length === 0 && !grouped) {
    return <EmptyRow colSpan={columns} message="No items yet." />;
  }
  return (
    <>
      {collection.groups.map((g) => {
        const lines = collection.items.filter((l) => l.group.id === g.id);
        if (!grouped && lines.length === 0) return null;
        return (
          <Fragment key={g.id}>
            {grouped && <GroupHeader group={g} columns={columns} />}
            {lines.map((line, i) => (
              <LineRow
                key={line.id}
                line={line}
                collection={collection}
                editable={editable}
                showCosts={showCosts}
                canMoveUp={i > 0 || !g.first}
                canMoveDown={i < lines.length - 1 || !g.last}
                actions={actions}
                onNote={onNote}
                onAlternates={onAlternates}
              />
            ))}
          </Fragment>
        );
      })}
    </>
  );
}

/**
 * The line-item table of spec 2 §2.12 shared by bids and jobs: lines with inline editing, an optional
 * groups view with per-group totals, the add-item row, notes, alternates, the Edit Groups modal and
 * the collection totals. A locked collection (or a user without full access) is read-only.
 */
export function LineItemTable({ ownerKind, ownerId, canNote = false }: LineItemTableProps) {
  const query = useLineItems(ownerKind, ownerId);
  const actions = useLineItemActions(ownerKind, ownerId);
  const qc = useQueryClient();
  const access = useAccess(PERMISSION[ownerKind]);
  // Costs are left out of the answer for users without the Costs permission: their column goes too.
  const showCosts = useAccess(Permission.Costs) >= 1;
  const [grouped, setGrouped] = useState(true);
  const [groupsOpen, setGroupsOpen] = useState(false);
  const [noteLine, setNoteLine] = useState<LineItem | null>(null);
  const [altLine, setAltLine] = useState<LineItem | null>(null);

  if (query.isPending) return <Loader size="sm" aria-label="Loading line items" />;
  if (!query.data) {
    return (
      <Alert color="gray" variant="light">
        The line items could not be loaded.
      </Alert>
    );
  }
  const c = query.data;
  const editable = access === 2 && !c.isLocked;
  const columns = 8 + (showCosts ? 1 : 0) + (c.usesDiscounts ? 1 : 0);

  return (
    <div data-testid="line-item-table">
      <Group justify="space-between" mb="xs">
        <Group gap="sm">
          <Title order={4}>Items</Title>
          {c.isLocked && (
            <Badge color="red" variant="light" leftSection={<IconLock size={12} />}>
              Locked
            </Badge>
          )}
        </Group>
        <Group gap="md">
          <Switch
            label="Groups view"
            checked={grouped}
            onChange={(e) => setGrouped(e.currentTarget.checked)}
          />
          {editable && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconLayoutList size={16} />}
              onClick={() => setGroupsOpen(true)}
            >
              Edit Groups
            </Button>
          )}
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label="Line items" verticalSpacing={4} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              {showCosts && <Table.Th ta="right">Cost</Table.Th>}
              <Table.Th ta="right">Price</Table.Th>
              {c.usesDiscounts && <Table.Th ta="right">Discount %</Table.Th>}
              <Table.Th ta="right">Subtotal</Table.Th>
              <Table.Th ta="right">Tax</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Rows
              collection={c}
              grouped={grouped}
              editable={editable}
              actions={actions}
              columns={columns}
              showCosts={showCosts}
              onNote={setNoteLine}
              onAlternates={setAltLine}
            />
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editable && <AddItemRow groups={c.groups} onAdd={actions.add} />}
      <TotalsFooter collection={c} />
      <NoteDialog
        opened={noteLine !== null}
        itemName={noteLine?.item.name ?? ''}
        note={noteLine?.note ?? ''}
        readOnly={!(editable || (canNote && !c.isLocked))}
        onClose={() => setNoteLine(null)}
        onSave={(note) => noteLine && void actions.note(noteLine.id, note)}
      />
      {altLine && (
        <AlternateItemsDialog
          itemId={altLine.item.id}
          opened
          onClose={() => setAltLine(null)}
          onReplace={(a) => {
            void actions.alternate(altLine.id, a.alternateItem.id);
            setAltLine(null);
          }}
          onAdd={(a) => {
            void actions.add({
              itemId: a.alternateItem.id,
              quantity: altLine.quantity,
              groupId: altLine.group.id,
            });
            setAltLine(null);
          }}
        />
      )}
      {editable && (
        <EditGroupsModal
          opened={groupsOpen}
          onClose={() => setGroupsOpen(false)}
          groups={c.groups}
          base={ownerBase(ownerKind, ownerId)}
          onSaved={async () => {
            await actions.reload();
            return (
              qc.getQueryData<LineItemCollection>(lineItemKeys.collection(ownerKind, ownerId))?.groups ?? []
            );
          }}
        />
      )}
    </div>
  );
}
