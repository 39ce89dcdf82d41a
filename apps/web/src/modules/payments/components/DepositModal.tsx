import { ApiError } from '@fieldline/client';
import { formatDate, formatIsoDate, isIsoDate } from '@fieldline/contracts/common/dates';
import { formatMoney, isDecimalLike, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import {
  amountForPercent,
  DEFAULT_DEPOSIT_NOTE,
  type DepositBody,
  DepositMessages,
  percentForAmount,
  stripProcedurePrefixes,
} from '@fieldline/contracts/payments/payments.contract';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { FormError } from '../../../shared/forms';
import { confirmModal } from '../../../shared/modals';
import { useCurrencies, useCustomerDetails } from '../../customers/customers.api';
import { useSettings } from '../../system/system.api';
import { useCreateDeposit } from '../payments.api';
import {
  DepositPaymentStep,
  EMPTY_PAYMENT,
  isStoredCard,
  type PaymentFields,
  paymentProblem,
  showsEcheck,
} from './DepositPaymentStep';

export interface DepositModalProps {
  opened: boolean;
  onClose: () => void;
  customerId: number;
  jobId?: number | null;
  pendingJobId?: number | null;
  locationId?: number | null;
  /** The office whose bank accounts are offered (the job's); every office's when not given. */
  officeId?: number | null;
  /** The job's amount in the customer's currency: percent and amount are linked through it. */
  jobAmount?: string | null;
  /** After a deposit is made; the page reloads by default (spec 3 §4). */
  onCreated?: (invoiceId: number) => void;
}

const today = () => formatIsoDate(new Date());
const positive = (v: string) => isDecimalLike(v) && toDecimal(v).greaterThan(0);

/** The deposit modal of spec 3 §2: info (step 1), then payment (step 2) for a funded deposit. */
export function DepositModal(props: DepositModalProps) {
  const { opened, onClose, customerId, jobAmount } = props;
  const customer = useCustomerDetails(customerId);
  const currencies = useCurrencies();
  const settings = useSettings();
  const create = useCreateDeposit();
  const [step, setStep] = useState<1 | 2>(1);
  const [date, setDate] = useState<string | null>(today());
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState('');
  const [note, setNote] = useState(DEFAULT_DEPOSIT_NOTE);
  const [payment, setPayment] = useState<PaymentFields>(EMPTY_PAYMENT);
  const [infoErrors, setInfoErrors] = useState<{ amount?: string; date?: string }>({});
  const [error, setError] = useState<string | null>(null);

  const currency = customer.data?.currency ?? null;
  const currencyName =
    currencies.data?.find((c) => c.id === currency?.id)?.name ?? currency?.abbreviation ?? '';
  const hasJobAmount = jobAmount != null && positive(jobAmount);
  // Amounts in the customer's currency: its code when it is not the home currency.
  const inCurrency = currency?.isAltCurrency ? { currencyCode: currency.abbreviation } : {};
  const usesMerchantServices = settings.data?.UsesMerchantServices ?? true;

  const onAmount = (v: string) => {
    setAmount(v);
    setInfoErrors((e) => ({ ...e, amount: undefined }));
    const pct = hasJobAmount && positive(v) ? percentForAmount(jobAmount, v) : null;
    if (pct !== null) setPercent(pct);
  };
  const onPercent = (v: string) => {
    setPercent(v);
    setInfoErrors((e) => ({ ...e, amount: undefined }));
    const linked = hasJobAmount ? amountForPercent(jobAmount, v) : null;
    if (linked !== null) setAmount(linked);
  };

  const checkInfo = () => {
    const errs: typeof infoErrors = {};
    if (!positive(amount)) errs.amount = 'Please enter an amount above 0.';
    if (!date || !isIsoDate(date)) errs.date = 'Please enter a valid date.';
    setInfoErrors(errs);
    return Object.keys(errs).length === 0;
  };

  const fail = (message: string) => {
    const text = `${DepositMessages.error}\n${message}`;
    setError(text);
    showErrorNotification(text);
  };

  const submit = async (funded: boolean) => {
    setError(null);
    const body: DepositBody = {
      CustomerId: customerId,
      DepositAmount: moneyString(amount),
      InvoiceDate: date as string,
      InvoiceSource: props.jobId || props.pendingJobId ? 'Job' : 'Customer',
      Notes: note,
      PendingJobId: props.pendingJobId ?? null,
      JobId: props.jobId ?? null,
      customerLocationId: props.locationId ?? null,
      shipToType: 'B',
      soldToType: 'B',
      soldToLocationId: null,
    };
    if (funded) {
      const echeck = showsEcheck(payment, usesMerchantServices);
      Object.assign(body, {
        PaymentNote: payment.note,
        PaymentBankAccountId: Number(payment.bankAccountId),
        PaymentTokenId: isStoredCard(payment) ? Number(payment.tokenId) : null,
        PaymentMethodId: Number(payment.methodId),
        ECheckNameOnCheck: echeck ? payment.checkName : null,
        ECheckNumber: echeck ? payment.checkNumber : null,
        ECheckRoutingNumber: echeck ? payment.routingNumber : null,
        ECheckAccountNumber: echeck ? payment.accountNumber : null,
      });
    }
    try {
      const answer = await create.mutateAsync(body);
      if (answer.isError || !(answer.invoiceId > 0)) return fail(answer.message);
      onClose();
      if (props.onCreated) props.onCreated(answer.invoiceId);
      else window.location.reload();
    } catch (err) {
      const amountError =
        err instanceof ApiError ? err.errors?.find((e) => e.field === 'DepositAmount') : undefined;
      if (amountError) setInfoErrors((e) => ({ ...e, amount: amountError.message }));
      fail(stripProcedurePrefixes(errorMessage(err)));
    }
  };

  const createOpen = async () => {
    if (!checkInfo()) return;
    if (
      await confirmModal(DepositMessages.confirmOpen, {
        title: 'Create Deposit',
        confirmLabel: DepositMessages.confirmButton,
      })
    )
      await submit(false);
  };
  const createFunded = async () => {
    const problem = paymentProblem(payment, usesMerchantServices);
    if (problem) return setError(problem);
    setError(null);
    if (
      await confirmModal(DepositMessages.confirmFunded, {
        title: 'Create Deposit',
        confirmLabel: DepositMessages.confirmButton,
      })
    )
      await submit(true);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Deposit" size="lg" centered>
      <Stack gap="md">
        {currency?.isAltCurrency && (
          <Alert color="blue" variant="light">
            {DepositMessages.altCurrency(currencyName, currency.abbreviation)}
          </Alert>
        )}
        {step === 1 ? (
          <>
            <DateInputField label="Date" value={date} onChange={setDate} error={infoErrors.date} required />
            <Group grow align="flex-start">
              {hasJobAmount && (
                <TextInput
                  label="Percent of job"
                  description={`Job amount ${formatMoney(jobAmount, inCurrency)}`}
                  rightSection="%"
                  value={percent}
                  onChange={(e) => onPercent(e.currentTarget.value)}
                  inputMode="decimal"
                />
              )}
              <TextInput
                label="Amount"
                description={currency?.isAltCurrency ? `In ${currency.abbreviation}` : undefined}
                value={amount}
                onChange={(e) => onAmount(e.currentTarget.value)}
                error={infoErrors.amount}
                inputMode="decimal"
                required
              />
            </Group>
            <Textarea
              label="Note"
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              autosize
              minRows={3}
            />
            <FormError message={error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void createOpen()} loading={create.isPending}>
                Create Open Deposit
              </Button>
              <Button
                onClick={() => {
                  if (!checkInfo()) return;
                  setError(null);
                  setStep(2);
                }}
              >
                Enter Payment Details
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Group justify="space-between" wrap="nowrap">
              <Text fz="sm">
                Deposit of <b>{formatMoney(amount, inCurrency)}</b> on {date ? formatDate(date) : ''}
              </Text>
              <Anchor component="button" type="button" fz="sm" onClick={() => setStep(1)}>
                Edit info
              </Anchor>
            </Group>
            <DepositPaymentStep
              customerId={customerId}
              amount={amount}
              currencyCode={currency?.isAltCurrency ? currency.abbreviation : undefined}
              value={payment}
              onChange={setPayment}
              currencyId={currency?.id ?? null}
              officeId={props.officeId ?? null}
              usesMerchantServices={usesMerchantServices}
            />
            <FormError message={error} />
            <Group justify="flex-end">
              <Button onClick={() => void createFunded()} loading={create.isPending}>
                Add Funded Deposit
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
