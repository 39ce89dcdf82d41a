import { CARD_PAYMENT_MESSAGES } from '@fieldline/contracts/cards/cards.contract';
import {
  DepositMessages,
  ECHECK_METHOD,
  echeckProblem,
  STORED_CARD_METHOD,
} from '@fieldline/contracts/payments/payments.contract';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useCallback, useRef } from 'react';
import { StoredCardPicker } from '../../cards';
import { useDepositBankAccounts, usePaymentMethods } from '../payments.api';

export interface PaymentFields {
  methodId: string | null;
  /** The stored card, for method 0. */
  tokenId: string | null;
  bankAccountId: string | null;
  note: string;
  checkName: string;
  checkNumber: string;
  routingNumber: string;
  accountNumber: string;
}
export const EMPTY_PAYMENT: PaymentFields = {
  methodId: null,
  tokenId: null,
  bankAccountId: null,
  note: '',
  checkName: '',
  checkNumber: '',
  routingNumber: '',
  accountNumber: '',
};

/** The e-check fields show for method 16 only when merchant services are in use (spec 3 §5). */
export const showsEcheck = (f: PaymentFields, usesMerchantServices: boolean) =>
  usesMerchantServices && f.methodId === String(ECHECK_METHOD);

export const isStoredCard = (f: PaymentFields) => f.methodId === String(STORED_CARD_METHOD);

/** The spec 3 §5 rules of the payment step, in order; null when they pass. */
export function paymentProblem(f: PaymentFields, usesMerchantServices: boolean): string | null {
  if (!f.methodId) return DepositMessages.selectMethod;
  if (!f.bankAccountId) return DepositMessages.selectBank;
  if (isStoredCard(f) && !f.tokenId) return CARD_PAYMENT_MESSAGES.selectCard;
  if (showsEcheck(f, usesMerchantServices))
    return echeckProblem({
      name: f.checkName,
      number: f.checkNumber,
      routing: f.routingNumber,
      account: f.accountNumber,
    });
  return null;
}

/** Step 2 of the deposit modal: how the deposit was paid and where the money went. */
export function DepositPaymentStep({
  customerId,
  amount,
  value,
  onChange,
  currencyId,
  currencyCode,
  officeId = null,
  usesMerchantServices,
}: {
  customerId: number;
  /** What is being paid, for the card surcharge. */
  amount: string;
  currencyCode?: string;
  value: PaymentFields;
  onChange: (v: PaymentFields) => void;
  currencyId: number | null;
  officeId?: number | null;
  usesMerchantServices: boolean;
}) {
  const methods = usePaymentMethods();
  const banks = useDepositBankAccounts(currencyId, officeId);
  const set = (patch: Partial<PaymentFields>) => onChange({ ...value, ...patch });
  const valueRef = useRef(value);
  valueRef.current = value;
  // Stable across renders: the picker chooses the primary card once the list arrives.
  const onToken = useCallback(
    (tokenId: string | null) => onChange({ ...valueRef.current, tokenId }),
    [onChange],
  );
  const methodData = (methods.data ?? [])
    .filter((m) => m.isActive)
    .map((m) =>
      m.id === STORED_CARD_METHOD && !usesMerchantServices
        ? { value: String(m.id), label: `${m.name} (merchant services not in use)`, disabled: true }
        : { value: String(m.id), label: m.name },
    );
  const bankData = (banks.data ?? []).map((b) => ({
    value: String(b.id),
    label: `${b.name}${b.accountNumber ? ` ····${b.accountNumber}` : ''}${b.currency ? ` (${b.currency.abbreviation})` : ''}`,
  }));

  return (
    <>
      <Select
        label="Payment method"
        placeholder="Select a payment method"
        data={methodData}
        value={value.methodId}
        onChange={(v) => set({ methodId: v })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {isStoredCard(value) && (
        <StoredCardPicker
          customerId={customerId}
          amount={amount}
          currencyCode={currencyCode}
          value={value.tokenId}
          onChange={onToken}
        />
      )}
      {showsEcheck(value, usesMerchantServices) && (
        <SimpleGrid cols={2}>
          <TextInput
            label="Name on check"
            value={value.checkName}
            onChange={(e) => set({ checkName: e.currentTarget.value })}
            maxLength={100}
          />
          <TextInput
            label="Check number"
            value={value.checkNumber}
            onChange={(e) => set({ checkNumber: e.currentTarget.value })}
            maxLength={30}
          />
          <TextInput
            label="Routing number"
            description="9 characters"
            value={value.routingNumber}
            onChange={(e) => set({ routingNumber: e.currentTarget.value })}
            maxLength={9}
          />
          <TextInput
            label="Account number"
            description="Only the last 4 digits are kept"
            value={value.accountNumber}
            onChange={(e) => set({ accountNumber: e.currentTarget.value })}
            maxLength={34}
            autoComplete="off"
          />
        </SimpleGrid>
      )}
      <Select
        label="Bank account"
        placeholder={banks.isLoading ? 'Loading…' : 'Select a bank account'}
        data={bankData}
        value={value.bankAccountId}
        onChange={(v) => set({ bankAccountId: v })}
        nothingFoundMessage="No bank accounts in this currency"
        comboboxProps={{ withinPortal: true }}
      />
      <Textarea
        label="Payment note"
        value={value.note}
        onChange={(e) => set({ note: e.currentTarget.value })}
        autosize
        minRows={2}
        maxLength={2000}
      />
    </>
  );
}
