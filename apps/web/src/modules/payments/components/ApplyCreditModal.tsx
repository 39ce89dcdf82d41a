import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, isDecimalLike, Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import type { Credit } from '@fieldline/contracts/payments/payments.contract';
import { Button, Group, Modal, Radio, Stack, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { EmptyRow } from '../../../shared/ui';
import { useApplyCredit, useOpenInvoices } from '../payments.api';

/** Applies an open credit to one of the customer's open invoices (at most the smaller balance). */
export function ApplyCreditModal({ credit, onClose }: { credit: Credit; onClose: () => void }) {
  const invoices = useOpenInvoices(credit.customerId);
  const apply = useApplyCredit(credit.id);
  const [invoiceId, setInvoiceId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rows = invoices.data ?? [];

  const pick = (id: string) => {
    setInvoiceId(id);
    const inv = rows.find((r) => String(r.id) === id);
    if (inv) setAmount(moneyString(Money.min(toDecimal(inv.balance), toDecimal(credit.balance))));
  };
  const submit = async () => {
    if (!invoiceId) return setError('Please select an invoice.');
    if (!isDecimalLike(amount) || toDecimal(amount).lessThanOrEqualTo(0))
      return setError('Please enter an amount above 0.');
    try {
      await apply.mutateAsync({ invoiceId: Number(invoiceId), amount: moneyString(amount) });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Modal opened onClose={onClose} title="Apply credit to invoice" size="lg" centered>
      <Stack gap="md">
        <Radio.Group value={invoiceId} onChange={pick}>
          <Table data-testid="open-invoices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40} />
                <Table.Th>Invoice</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <EmptyRow
                  colSpan={5}
                  message={invoices.isLoading ? 'Loading…' : 'This customer has no open invoices'}
                />
              )}
              {rows.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Radio value={String(r.id)} aria-label={`Invoice ${r.invoiceNumber}`} />
                  </Table.Td>
                  <Table.Td>
                    {r.invoiceNumber}
                    {r.invoiceType === 'Deposit' ? ' (deposit)' : ''}
                  </Table.Td>
                  <Table.Td>{formatDate(r.invoiceDate)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(r.total)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(r.balance)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Radio.Group>
        <TextInput
          label="Amount to apply"
          description={`Credit balance ${formatMoney(credit.balance)}`}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          inputMode="decimal"
        />
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={apply.isPending}>
            Apply
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
