import { formatIsoDate, isIsoDate } from '@fieldline/contracts/common/dates';
import {
  formatMoney,
  isDecimalLike,
  Money,
  moneyString,
  roundMoney,
  toDecimal,
} from '@fieldline/contracts/common/money';
import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { FormError } from '../../../shared/forms';
import { useCustomerDetails } from '../../customers/customers.api';
import { useSettings } from '../../system/system.api';
import { useAddPayment, useOpenInvoices } from '../payments.api';
import {
  DepositPaymentStep,
  EMPTY_PAYMENT,
  isStoredCard,
  type PaymentFields,
  paymentProblem,
  showsEcheck,
} from './DepositPaymentStep';

/**
 * Receive Payment: money from the customer applied to its open invoices (this one first, for its balance);
 * what is not applied becomes a customer credit.
 */
export function ReceivePaymentModal({
  customerId,
  invoiceId,
  onClose,
}: {
  customerId: number;
  invoiceId: number;
  onClose: () => void;
}) {
  const customer = useCustomerDetails(customerId);
  const invoices = useOpenInvoices(customerId);
  const settings = useSettings();
  const add = useAddPayment();
  const [date, setDate] = useState<string | null>(formatIsoDate(new Date()));
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [payment, setPayment] = useState<PaymentFields>(EMPTY_PAYMENT);
  const [applied, setApplied] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const usesMerchantServices = settings.data?.UsesMerchantServices ?? true;
  const rows = invoices.data ?? [];

  useEffect(() => {
    const inv = invoices.data?.find((r) => r.id === invoiceId);
    if (inv) {
      setApplied((a) => (invoiceId in a ? a : { ...a, [invoiceId]: inv.balance }));
      setAmount((v) => v || inv.balance);
    }
  }, [invoices.data, invoiceId]);

  const appliedTotal = Object.values(applied).reduce(
    (s, v) => (isDecimalLike(v) ? s.plus(roundMoney(v)) : s),
    new Money(0),
  );
  const left = isDecimalLike(amount) ? roundMoney(amount).minus(appliedTotal) : new Money(0);

  const submit = async () => {
    if (!date || !isIsoDate(date)) return setError('Please enter a valid date.');
    if (!isDecimalLike(amount) || toDecimal(amount).lessThanOrEqualTo(0))
      return setError('Please enter an amount above 0.');
    const problem = paymentProblem(payment, usesMerchantServices);
    if (problem) return setError(problem);
    const echeck = showsEcheck(payment, usesMerchantServices);
    setError(null);
    try {
      await add.mutateAsync({
        customerId,
        paymentDate: date,
        amount: moneyString(amount),
        paymentMethodId: Number(payment.methodId),
        paymentTokenId: isStoredCard(payment) ? Number(payment.tokenId) : null,
        bankAccountId: Number(payment.bankAccountId),
        reference,
        note: payment.note,
        checkName: echeck ? payment.checkName : null,
        checkNumber: echeck ? payment.checkNumber : null,
        routingNumber: echeck ? payment.routingNumber : null,
        accountNumber: echeck ? payment.accountNumber : null,
        applications: Object.entries(applied)
          .filter(([, v]) => isDecimalLike(v) && toDecimal(v).greaterThan(0))
          .map(([id, v]) => ({ invoiceId: Number(id), amount: moneyString(v) })),
      });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Modal opened onClose={onClose} title="Receive Payment" size="xl" centered>
      <Stack gap="md">
        <Group grow align="flex-start">
          <DateInputField label="Payment date" value={date} onChange={setDate} required />
          <TextInput
            label="Amount"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            required
          />
          <TextInput
            label="Reference"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
        </Group>
        <DepositPaymentStep
          customerId={customerId}
          amount={amount}
          currencyCode={
            customer.data?.currency?.isAltCurrency ? customer.data.currency.abbreviation : undefined
          }
          value={payment}
          onChange={setPayment}
          currencyId={customer.data?.currency?.id ?? null}
          usesMerchantServices={usesMerchantServices}
        />
        <Table data-testid="payment-applications">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Invoice</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
              <Table.Th w={160}>Apply</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{r.invoiceNumber}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.balance)}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Apply to ${r.invoiceNumber}`}
                    value={applied[r.id] ?? ''}
                    onChange={(e) => setApplied((a) => ({ ...a, [r.id]: e.currentTarget.value }))}
                    size="xs"
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text fz="sm" ta="right">
          Applied <b>{formatMoney(appliedTotal)}</b> · Not applied (becomes customer credit){' '}
          <b>{formatMoney(left)}</b>
        </Text>
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={add.isPending}>
            Receive Payment
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
