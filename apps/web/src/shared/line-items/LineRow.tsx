import type { LineItem, LineItemCollection } from '@fieldline/contracts/line-items/line-items.contract';
import { ActionIcon, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconNote, IconNotes, IconReplace, IconTrash } from '@tabler/icons-react';
import { formatMoney, formatQuantity, formatUnitPrice } from '../format';
import { ItemLink } from '../items';
import { EditCell } from './EditCell';
import { EquipmentSelect } from './EquipmentSelect';
import type { LineItemActions } from './line-items.api';
import { WarehouseSelect } from './WarehouseSelect';

export interface LineRowProps {
  line: LineItem;
  collection: LineItemCollection;
  editable: boolean;
  /** The cost column shows only for users with the Costs permission. */
  showCosts: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  actions: LineItemActions;
  onNote: (line: LineItem) => void;
  onAlternates: (line: LineItem) => void;
}

/** An amount, with its customer-currency variant below when the customer uses another currency. */
function Amount({
  value,
  alt,
  currency,
}: {
  value: string;
  alt: string;
  currency: LineItemCollection['currency'];
}) {
  return (
    <>
      <Text size="sm" ta="right">
        {formatMoney(value)}
      </Text>
      {currency.isAltCurrency && (
        <Text size="xs" c="dimmed" ta="right">
          {formatMoney(alt, { currencyCode: currency.abbreviation })}
        </Text>
      )}
    </>
  );
}

export function LineRow({
  line,
  collection,
  editable,
  showCosts,
  canMoveUp,
  canMoveDown,
  actions,
  onNote,
  onAlternates,
}: LineRowProps) {
  const { currency, usesDiscounts } = collection;
  const save = (body: Parameters<LineItemActions['update']>[1]) => void actions.update(line.id, body);
  const plain = (v: string) => (
    <Text size="sm" ta="right">
      {v}
    </Text>
  );
  return (
    <Table.Tr data-line-id={line.id}>
      <Table.Td miw={190}>
        <ItemLink itemId={line.item.id} name={line.item.name} />
        <Text size="xs" c="dimmed">
          {line.item.itemCode}
        </Text>
      </Table.Td>
      <Table.Td miw={150}>
        {editable ? (
          <EditCell line={line} field="description" onSave={save} />
        ) : (
          <Text size="sm">{line.description}</Text>
        )}
        <WarehouseSelect
          line={line}
          sourcing={collection.sourcing}
          editable={editable}
          onChange={(warehouseId) => save({ warehouseId })}
        />
        <EquipmentSelect
          line={line}
          choices={collection.equipmentChoices}
          editable={editable}
          onChange={(equipmentId) => void actions.equipment(line.id, equipmentId)}
        />
      </Table.Td>
      <Table.Td w={80}>
        {editable ? (
          <EditCell line={line} field="quantity" onSave={save} />
        ) : (
          plain(String(Number(line.quantity)))
        )}
      </Table.Td>
      {showCosts && (
        <Table.Td w={96}>
          {editable ? (
            <EditCell line={line} field="cost" onSave={save} />
          ) : (
            plain(formatUnitPrice(line.cost ?? '0'))
          )}
        </Table.Td>
      )}
      <Table.Td w={96}>
        {editable ? <EditCell line={line} field="price" onSave={save} /> : plain(formatUnitPrice(line.price))}
        {currency.isAltCurrency && (
          <Text size="xs" c="dimmed" ta="right">
            {formatUnitPrice(line.currencyPrice, 4, { currencyCode: currency.abbreviation })}
          </Text>
        )}
      </Table.Td>
      {usesDiscounts && (
        <Table.Td w={95}>
          {editable ? (
            <EditCell line={line} field="discountPct" onSave={save} />
          ) : (
            plain(`${formatQuantity(line.discountPct)} %`)
          )}
        </Table.Td>
      )}
      <Table.Td>
        <Amount value={line.subtotal} alt={line.currencySubtotal} currency={currency} />
      </Table.Td>
      <Table.Td>
        <Amount value={line.tax} alt={line.currencyTax} currency={currency} />
      </Table.Td>
      <Table.Td>
        <Amount value={line.total} alt={line.currencyTotal} currency={currency} />
      </Table.Td>
      <Table.Td>
        <Group gap={0} wrap="nowrap" justify="flex-end">
          {editable && (
            <>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${line.item.name} up`}
                disabled={!canMoveUp}
                onClick={() => void actions.move(line.id, 'up')}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={`Move ${line.item.name} down`}
                disabled={!canMoveDown}
                onClick={() => void actions.move(line.id, 'down')}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
            </>
          )}
          <Tooltip label={line.note ? 'Note' : 'Add a note'}>
            <ActionIcon
              variant="subtle"
              color={line.note ? 'blue' : 'gray'}
              aria-label={`Note for ${line.item.name}`}
              onClick={() => onNote(line)}
            >
              {line.note ? <IconNotes size={16} /> : <IconNote size={16} />}
            </ActionIcon>
          </Tooltip>
          {editable && (
            <>
              <Tooltip label="Alternate items">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Alternates for ${line.item.name}`}
                  onClick={() => onAlternates(line)}
                >
                  <IconReplace size={16} />
                </ActionIcon>
              </Tooltip>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${line.item.name}`}
                onClick={() => void actions.remove(line.id)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
