import { isDecimalLike, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import {
  type Bill,
  BillStatus,
  canEditBillTaxes,
  hasTaxSchedule,
  TAX_NO_ACCOUNT,
  TAX_NOT_PENDING,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { Alert, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { billTaxApi, useReloadBill, useTaxSchedules } from '../vendor-bills.api';
import { money } from './bill-format';

/** Why the panel is read-only, or null when taxes may be edited. */
function readOnlyReason(bill: Bill, canEdit: boolean): string | null {
  if (!canEdit) return 'You can view this bill but not change it.';
  if (bill.statusName !== BillStatus.PendingApproval) return TAX_NOT_PENDING;
  if (!bill.salesTaxPaidConfigured) return TAX_NO_ACCOUNT;
  return null;
}

const amountsOf = (bill: Bill) =>
  Object.fromEntries(bill.taxes.map((t) => [t.taxAuthority.id, moneyString(t.taxAmount)])) as Record<
    number,
    string
  >;

/**
 * The Bill tax panel (spec 3): a tax schedule selector and one tax amount per authority of the schedule.
 * Editable only while the bill is 'Pending Approval' and a sales-tax-paid account is configured.
 */
export function BillTaxPanel({ bill, canEdit }: { bill: Bill; canEdit: boolean }) {
  const schedules = useTaxSchedules();
  const reload = useReloadBill(bill.id);
  const [amounts, setAmounts] = useState<Record<number, string>>(() => amountsOf(bill));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reason = readOnlyReason(bill, canEdit);
  const editable = reason === null && canEditBillTaxes(bill.statusName, bill.salesTaxPaidConfigured);
  const scheduleId = bill.taxSchedule && hasTaxSchedule(bill.taxSchedule.id) ? bill.taxSchedule.id : null;

  // The server's lines are the truth after every change (and after another user's).
  useEffect(() => setAmounts(amountsOf(bill)), [bill]);

  async function run(work: () => Promise<unknown>) {
    setError(null);
    setBusy(true);
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      await reload();
      setBusy(false);
    }
  }

  /** Changing the schedule first deletes all tax lines of the bill, then updates the bill (spec 3 §4). */
  function changeSchedule(value: string | null) {
    const next = value ? Number(value) : 0;
    if (next === (scheduleId ?? 0)) return;
    void run(async () => {
      await billTaxApi.removeAll(bill.id);
      await billTaxApi.updateBill(bill.id, { taxScheduleId: next });
    });
  }

  function saveAmount(authorityId: number) {
    const text = (amounts[authorityId] ?? '').trim();
    const line = bill.taxes.find((t) => t.taxAuthority.id === authorityId);
    if (text !== '' && !isDecimalLike(text)) {
      setError('Enter the tax amount as a number.');
      return;
    }
    const blank = text === '' || toDecimal(text).isZero();
    if (line && !blank && toDecimal(text).equals(toDecimal(line.taxAmount))) return;
    if (!line && blank) return;
    void run(() => {
      if (line && blank) return billTaxApi.remove(bill.id, line.id);
      if (line) return billTaxApi.update(bill.id, line.id, { taxAmount: text });
      return billTaxApi.create({ billId: bill.id, taxAmount: text, taxAuthority: { id: authorityId } });
    });
  }

  const authorities = bill.taxSchedule?.authorities ?? [];
  return (
    <Stack gap="sm" aria-label="Bill tax">
      <Group justify="space-between">
        <Title order={4}>Bill tax</Title>
        <Text fz="sm">
          Tax total <strong>{money(bill.taxAmount)}</strong>
        </Text>
      </Group>
      {reason && (
        <Alert color="gray" variant="light" p="xs">
          {reason}
        </Alert>
      )}
      <FormError message={error} />
      <Select
        label="Tax schedule"
        placeholder="No tax schedule"
        clearable
        searchable
        disabled={!editable || busy}
        data={(schedules.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        value={scheduleId ? String(scheduleId) : null}
        onChange={changeSchedule}
        maw={360}
      />
      {scheduleId && authorities.length === 0 && (
        <Text fz="sm" c="dimmed">
          This schedule has no tax authorities.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {authorities.map((a) => (
          <TextInput
            key={a.id}
            label={`${a.name} (${a.rate}%)`}
            aria-label={`${a.name} tax amount`}
            inputMode="decimal"
            placeholder="0.00"
            leftSection="$"
            readOnly={!editable}
            disabled={busy}
            value={amounts[a.id] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setAmounts((old) => ({ ...old, [a.id]: value }));
            }}
            onBlur={() => editable && saveAmount(a.id)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && editable) saveAmount(a.id);
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
