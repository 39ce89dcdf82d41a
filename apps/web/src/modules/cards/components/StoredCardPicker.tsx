import {
  CARD_PAYMENT_MESSAGES,
  cardLabel,
  cardSurcharge,
  cardTotal,
} from '@fieldline/contracts/cards/cards.contract';
import { formatMoney, formatPercent, isDecimalLike, moneyString } from '@fieldline/contracts/common/money';
import { Alert, Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useCustomerCards, useMerchantSettings } from '../cards.api';
import { AddCardModal } from './AddCardModal';

/**
 * The Deposit and Receive Payment modals' card list (spec 3 §2, §5): the customer's unexpired cards, the
 * primary one chosen first; the surcharge and total when reward pay applies, and the merchant fee notice
 * for credit (not debit) cards (spec 3 §9).
 */
export function StoredCardPicker({
  customerId,
  amount,
  value,
  onChange,
  currencyCode,
}: {
  customerId: number;
  amount: string;
  value: string | null;
  onChange: (tokenId: string | null) => void;
  currencyCode?: string;
}) {
  const cards = useCustomerCards(customerId);
  const settings = useMerchantSettings();
  const [adding, setAdding] = useState(false);
  const list = cards.data ?? [];
  useEffect(() => {
    const primary = list.find((c) => c.IsPrimary) ?? list[0];
    if (!value && primary) onChange(String(primary.id));
  }, [list, value, onChange]);
  const card = list.find((c) => String(c.id) === value);
  const s = settings.data;
  const money = (v: string) => formatMoney(v, currencyCode ? { currencyCode } : {});
  const base = isDecimalLike(amount) ? moneyString(amount) : null;
  const surcharge = card && s && base ? cardSurcharge(base, s, card.cardType) : '0.00';
  return (
    <Stack gap={6}>
      <Select
        label="Card"
        placeholder={cards.isLoading ? 'Loading…' : 'Select a card'}
        data={list.map((c) => ({
          value: String(c.id),
          label: `${cardLabel(c)} · ${c.ExpirationDate}${c.IsPrimary ? ' · Primary' : ''}`,
        }))}
        value={value}
        onChange={onChange}
        nothingFoundMessage="No unexpired cards on file"
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="space-between">
        {list.length === 0 && !cards.isLoading ? (
          <Text fz="xs" c="dimmed">
            The customer has no cards on file.
          </Text>
        ) : (
          <span />
        )}
        <Anchor component="button" type="button" fz="sm" onClick={() => setAdding(true)}>
          Add new credit card
        </Anchor>
      </Group>
      {card && base && surcharge !== '0.00' && s && (
        <Text fz="sm" data-testid="card-surcharge">
          Surcharge {formatPercent(s.rewardPay_SurchargePercent)} {money(surcharge)} · Card is charged{' '}
          <b>{money(cardTotal(base, surcharge))}</b>
        </Text>
      )}
      {card?.cardType === 'Credit' && s?.merchantFeeNotice_Enabled && (
        <Alert color="yellow" variant="light" p="xs">
          {CARD_PAYMENT_MESSAGES.feeNotice}
        </Alert>
      )}
      {s?.gateway.kind === 'test' && (
        <Text fz="xs" c="dimmed">
          {s.gateway.label}
        </Text>
      )}
      <AddCardModal customerId={customerId} opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
