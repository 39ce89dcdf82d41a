import { CARD_LIMITS, CARD_MESSAGES as M } from '@fieldline/contracts/cards/cards.contract';
import { formatMonthYear } from '@fieldline/contracts/common/dates';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { ApiError } from '../../../app/api';
import { MonthInputField } from '../../../shared/dates';
import { FormError } from '../../../shared/forms';
import {
  tokenizeAtTestGateway,
  useMerchantConfiguration,
  useMerchantSettings,
  useSaveCard,
} from '../cards.api';
import { StripeCardFields, type StripeCardHandle } from './StripeCardFields';

const initial = () => ({
  nameOnCard: '',
  number: '',
  expiry: null as string | null,
  cvv: '',
  friendlyName: '',
  makePrimary: true,
});
type Values = ReturnType<typeof initial>;

const digitsOf = (n: string) => n.replace(/\s/g, '');
const thisMonth = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-01`;
};

/** Spec 3 §5 card rules, in its words. */
export function validateCard(v: Values, requireCvv: boolean, firstOfThisMonth = thisMonth()) {
  return {
    nameOnCard: v.nameOnCard.trim().length < CARD_LIMITS.name ? M.nameRequired : null,
    number: digitsOf(v.number).length < CARD_LIMITS.number ? M.invalidLength : null,
    expiry: !v.expiry || v.expiry < firstOfThisMonth ? M.invalidDate : null,
    cvv: requireCvv && !new RegExp(`^\\d{${CARD_LIMITS.cvv},4}$`).test(v.cvv) ? M.invalidCvv : null,
  };
}

const BRANDS: [RegExp, string][] = [
  [/^4/, 'VISA'],
  [/^5[1-5]|^2[2-7]/, 'MASTERCARD'],
  [/^3[47]/, 'AMEX'],
  [/^6/, 'DISCOVER'],
];

/** The card as typed so far, drawn as a card: brand, masked number, name and expiry. */
function CardPreview({ v }: { v: Values }) {
  const digits = digitsOf(v.number);
  const brand = BRANDS.find(([re]) => re.test(digits))?.[1] ?? 'CARD';
  const masked = `•••• •••• •••• ${digits.slice(-4).padStart(4, '•')}`;
  const expiry = v.expiry ? formatMonthYear(v.expiry) : 'MM/YYYY';
  return (
    <Box
      aria-label="Card preview"
      role="img"
      p="md"
      style={{
        borderRadius: 12,
        color: 'white',
        background: 'linear-gradient(135deg, #0b7285 0%, #087f5b 100%)',
        minHeight: 150,
        alignSelf: 'flex-start',
        maxWidth: 300,
      }}
    >
      <Group justify="space-between">
        <Text fw={700} fz="sm">
          {v.friendlyName || 'Credit card'}
        </Text>
        <Text fw={800} fz="sm">
          {brand}
        </Text>
      </Group>
      <Text ff="monospace" fz="lg" mt="lg" style={{ letterSpacing: 2 }}>
        {masked}
      </Text>
      <Group justify="space-between" mt="md">
        <Text fz="xs" tt="uppercase">
          {v.nameOnCard || 'Name on card'}
        </Text>
        <Text fz="xs">{expiry}</Text>
      </Group>
    </Box>
  );
}

/**
 * The Add new credit card modal (spec 3 §2, §4, §5). The card goes to the gateway, which answers a token;
 * only the token, the name and the friendly name reach Fieldline's API.
 */
export function AddCardModal({
  customerId,
  opened,
  onClose,
}: {
  customerId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const settings = useMerchantSettings();
  const requireCvv = settings.data?.internalPayments_RequireCVV ?? true;
  // With Stripe the card is typed into Stripe's own field; only the name is ours to check.
  const stripeMode = settings.data?.gateway.kind === 'stripe';
  const config = useMerchantConfiguration(stripeMode);
  const stripeCard = useRef<StripeCardHandle>(null);
  const rules = useRef({ requireCvv, stripeMode });
  rules.current = { requireCvv, stripeMode };
  const form = useForm({
    initialValues: initial(),
    validate: (v) =>
      rules.current.stripeMode
        ? { nameOnCard: validateCard(v, false).nameOnCard }
        : validateCard(v, rules.current.requireCvv),
  });
  const save = useSaveCard(customerId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    form.setValues(initial());
    form.clearErrors();
    setError(null);
    onClose();
  };
  const stripeToken = (name: string) => {
    if (!stripeCard.current) throw new Error("Stripe's card form is still loading.");
    return stripeCard.current.tokenize(name);
  };
  async function submit(v: Values) {
    setError(null);
    setBusy(true);
    try {
      let token: string;
      try {
        token = stripeMode
          ? await stripeToken(v.nameOnCard.trim())
          : await tokenizeAtTestGateway({
              number: digitsOf(v.number),
              expMonth: Number(v.expiry!.slice(5, 7)),
              expYear: Number(v.expiry!.slice(0, 4)),
              ...(requireCvv ? { cvc: v.cvv } : {}),
            });
      } catch (e) {
        // A token failure shows the provider's message (spec 3 §8).
        setError((e as Error).message);
        return;
      }
      try {
        await save.mutateAsync({
          token,
          nameOnCard: v.nameOnCard.trim(),
          ...(v.friendlyName.trim() ? { FriendlyName: v.friendlyName.trim() } : {}),
          IsPrimary: v.makePrimary,
        });
      } catch (e) {
        setError(e instanceof ApiError && e.status === 422 ? e.message : M.addFailed);
        return;
      }
      close();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal opened={opened} onClose={close} title="Add new credit card" size="lg" closeOnClickOutside={false}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          {settings.data?.gateway.kind === 'test' && (
            <Alert color="yellow" variant="light" role="note">
              {settings.data.gateway.label}. Try 4242 4242 4242 4242.
            </Alert>
          )}
          <FormError message={error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap="sm">
              <TextInput
                label="Name on card"
                withAsterisk
                data-autofocus
                {...form.getInputProps('nameOnCard')}
              />
              {stripeMode ? (
                config.data?.merchantToken ? (
                  <StripeCardFields ref={stripeCard} publishableKey={config.data.merchantToken} />
                ) : (
                  <Text fz="sm" c="dimmed">
                    Loading Stripe's card form…
                  </Text>
                )
              ) : (
                <>
                  <TextInput
                    label="Card number"
                    withAsterisk
                    inputMode="numeric"
                    autoComplete="cc-number"
                    maxLength={23}
                    {...form.getInputProps('number')}
                  />
                  <Group grow align="flex-start">
                    <MonthInputField
                      label="Expiry"
                      withAsterisk
                      minDate={thisMonth()}
                      value={form.values.expiry}
                      onChange={(v) => form.setFieldValue('expiry', v)}
                      error={form.errors.expiry}
                    />
                    {requireCvv && (
                      <TextInput
                        label="CVV"
                        withAsterisk
                        inputMode="numeric"
                        autoComplete="cc-csc"
                        maxLength={4}
                        {...form.getInputProps('cvv')}
                      />
                    )}
                  </Group>
                </>
              )}
              <TextInput
                label="Friendly name"
                placeholder="Office Visa"
                {...form.getInputProps('friendlyName')}
              />
              <Checkbox label="Make primary" {...form.getInputProps('makePrimary', { type: 'checkbox' })} />
            </Stack>
            <CardPreview v={form.values} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Adding Card' : 'Add Card'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
