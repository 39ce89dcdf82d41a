import type { CardHold } from '@fieldline/contracts/cards/cards.contract';
import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, isDecimalLike, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import { Badge, Button, Group, Modal, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { FormError } from '../../../shared/forms';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow } from '../../../shared/ui';
import { StoredCardPicker } from '../../cards';
import {
  type HoldKind,
  useCaptureHold,
  useCardHolds,
  useDepositBankAccounts,
  usePlaceHold,
  useReleaseHold,
} from '../payments.api';

const STATUS_COLORS: Record<CardHold['status'], string> = {
  Held: 'blue',
  Captured: 'teal',
  Released: 'gray',
};

/**
 * Card holds (pre-authorisations) for a bid, a job or an invoice: hold an amount on a stored card, release
 * it, and on an invoice capture a hold made for it or for its job. Merchant services read to see, full to act.
 */
export function CardHolds({
  kind,
  subjectId,
  customerId,
  jobId = null,
  invoiceId = null,
}: {
  kind: HoldKind;
  subjectId: number;
  customerId: number;
  /** On an invoice: its job, whose holds may be captured here too. */
  jobId?: number | null;
  invoiceId?: number | null;
}) {
  const own = useCardHolds(kind, subjectId);
  const ofJob = useCardHolds('job', kind === 'invoice' ? jobId : null);
  const canAct = useAccess(Permission.MerchantServices) >= 2;
  const canPay = useAccess(Permission.Payments) >= 2;
  const canCapture = canAct && canPay && invoiceId !== null;
  const release = useReleaseHold();
  const [placing, setPlacing] = useState(false);
  const [capturing, setCapturing] = useState<CardHold | null>(null);
  const rows = [...(own.data ?? []), ...(ofJob.data ?? [])];

  const onRelease = async (h: CardHold) => {
    const ok = await confirmModal(`Release the hold of ${formatMoney(h.heldTotal)} on ${h.card}?`, {
      title: 'Release hold',
      confirmLabel: 'Release',
      danger: true,
    });
    if (ok) release.mutate(h.id);
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Title order={4}>Card holds</Title>
        {canAct && (
          <Button size="xs" variant="light" onClick={() => setPlacing(true)}>
            Hold card
          </Button>
        )}
      </Group>
      <Table aria-label="Card holds">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Card</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Held</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Lapses</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <EmptyRow colSpan={7} message={own.isLoading ? 'Loading…' : 'No card holds'} />
          )}
          {rows.map((h) => (
            <Table.Tr key={h.id}>
              <Table.Td>
                {h.card}
                {h.note && (
                  <Text fz="xs" c="dimmed">
                    {h.note}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{h.subjectLabel}</Table.Td>
              <Table.Td ta="right">{formatMoney(h.amount)}</Table.Td>
              <Table.Td ta="right">{formatMoney(h.heldTotal)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLORS[h.status]}>
                  {h.status}
                </Badge>
                {h.problem && (
                  <Text fz="xs" c="red">
                    {h.problem}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{h.status === 'Held' ? formatDate(h.expiresAt.slice(0, 10)) : '—'}</Table.Td>
              <Table.Td ta="right">
                {h.status === 'Held' && (
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {canCapture && (
                      <Button size="xs" variant="subtle" onClick={() => setCapturing(h)}>
                        Capture
                      </Button>
                    )}
                    {canAct && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => void onRelease(h)}>
                        Release
                      </Button>
                    )}
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {placing && (
        <PlaceHoldModal
          kind={kind}
          subjectId={subjectId}
          customerId={customerId}
          onClose={() => setPlacing(false)}
        />
      )}
      {capturing && invoiceId && (
        <CaptureHoldModal hold={capturing} invoiceId={invoiceId} onClose={() => setCapturing(null)} />
      )}
    </>
  );
}

function PlaceHoldModal(props: {
  kind: HoldKind;
  subjectId: number;
  customerId: number;
  onClose: () => void;
}) {
  const place = usePlaceHold(props.kind, props.subjectId);
  const [amount, setAmount] = useState('');
  const [tokenId, setTokenId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!isDecimalLike(amount) || toDecimal(amount).lessThanOrEqualTo(0))
      return setError('Please enter an amount above 0.');
    if (!tokenId) return setError('Please select a card.');
    setError(null);
    try {
      await place.mutateAsync({ paymentTokenId: Number(tokenId), amount: moneyString(amount), note });
      props.onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Modal opened onClose={props.onClose} title="Hold card" centered>
      <Stack>
        <TextInput
          label="Amount to hold"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          required
        />
        <StoredCardPicker
          customerId={props.customerId}
          amount={amount}
          value={tokenId}
          onChange={setTokenId}
        />
        <TextInput
          label="Note"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
        />
        <Text fz="xs" c="dimmed">
          Nothing is charged: the amount is held on the card until it is captured on an invoice or released.
          Holds are renewed before the card network lets them lapse.
        </Text>
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={place.isPending}>
            Hold
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function CaptureHoldModal({
  hold,
  invoiceId,
  onClose,
}: {
  hold: CardHold;
  invoiceId: number;
  onClose: () => void;
}) {
  const capture = useCaptureHold(invoiceId);
  const banks = useDepositBankAccounts(null);
  const [bankId, setBankId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!bankId) return setError('Please select a bank account.');
    if (amount && !isDecimalLike(amount)) return setError('Please enter an amount above 0.');
    setError(null);
    try {
      await capture.mutateAsync({
        preAuthId: hold.id,
        bankAccountId: Number(bankId),
        ...(amount ? { amount: moneyString(amount) } : {}),
      });
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <Modal opened onClose={onClose} title="Capture hold" centered>
      <Stack>
        <Text fz="sm">
          {hold.card}: {formatMoney(hold.heldTotal)} held. The capture pays this invoice; what is not captured
          is released.
        </Text>
        <TextInput
          label="Amount"
          description="Leave empty to capture what the invoice owes, up to the hold"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
        <Select
          label="Bank account"
          placeholder="Select a bank account"
          data={(banks.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          value={bankId}
          onChange={setBankId}
          comboboxProps={{ withinPortal: true }}
        />
        <FormError message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={capture.isPending}>
            Capture
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
