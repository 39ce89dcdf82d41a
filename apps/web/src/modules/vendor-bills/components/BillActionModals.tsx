import { formatIsoDate } from '@fieldline/contracts/common/dates';
import type { Bill } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { FormError } from '../../../shared/forms';
import { usePayBill, useSplitBill } from '../vendor-bills.api';
import { money, qty } from './bill-format';

interface ModalProps {
  bill: Bill;
  onClose: () => void;
}

/** Choose lines (and how much of each) to move to a new bill. */
export function SplitBillModal({
  bill,
  onClose,
  onSplit,
}: ModalProps & { onSplit: (created: Bill) => void }) {
  const split = useSplitBill(bill.id);
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const moves = Object.entries(chosen).map(([id, quantity]) => ({ id: Number(id), quantity }));

  async function save() {
    setError(null);
    try {
      onSplit(await split.mutateAsync({ items: moves }));
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Modal opened onClose={onClose} title="Split bill" size="lg">
      <Stack>
        <Text fz="sm">The chosen lines (or quantities) move to a new bill pending approval.</Text>
        <FormError message={error} />
        <Table aria-label="Lines to move">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40} />
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">On the bill</Table.Th>
              <Table.Th ta="right">Quantity to move</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bill.items.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Move ${l.description}`}
                    checked={chosen[l.id] !== undefined}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setChosen(({ [l.id]: _, ...rest }) =>
                        on ? { ...rest, [l.id]: qty(l.quantity) } : rest,
                      );
                    }}
                  />
                </Table.Td>
                <Table.Td>{l.description}</Table.Td>
                <Table.Td ta="right">{qty(l.quantity)}</Table.Td>
                <Table.Td ta="right">
                  <TextInput
                    size="xs"
                    w={100}
                    ml="auto"
                    aria-label={`Quantity of ${l.description} to move`}
                    disabled={chosen[l.id] === undefined}
                    value={chosen[l.id] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setChosen((c) => ({ ...c, [l.id]: value }));
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={split.isPending} disabled={moves.length === 0}>
            Split bill
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Pay (part of) the balance of an approved bill from the Cash account. */
export function PaymentModal({ bill, onClose }: ModalProps) {
  const pay = usePayBill(bill.id);
  const [amount, setAmount] = useState(bill.balance);
  const [date, setDate] = useState<string | null>(formatIsoDate(new Date()));
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setError(null);
    try {
      await pay.mutateAsync({ amount, date: date ?? '' });
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <Modal opened onClose={onClose} title="Record payment">
      <Stack>
        <Text fz="sm">Balance due {money(bill.balance)}</Text>
        <FormError message={error} />
        <TextInput
          label="Amount"
          inputMode="decimal"
          leftSection="$"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
        <DateInputField label="Payment date" value={date} onChange={setDate} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={pay.isPending}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
