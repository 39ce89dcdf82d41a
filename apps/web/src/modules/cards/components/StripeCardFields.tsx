import { Box, Input, Text } from '@mantine/core';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
// The package's main entry adds Stripe.js to every page that imports this module; pure loads it only when
// the modal asks (a company on the offline test gateway never loads it).
import { loadStripe } from '@stripe/stripe-js/pure';
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';

/** What the Add new credit card modal asks of Stripe's fields: a PaymentMethod id for the card typed in. */
export interface StripeCardHandle {
  /** The PaymentMethod id, or throws the provider's message (spec 3 §8: a token failure shows it). */
  tokenize(nameOnCard: string): Promise<string>;
}

/**
 * Stripe's hosted card field (Stripe.js Elements): number, expiry and security code are typed into Stripe's
 * own frame and go to Stripe; this page never sees them. Stripe checks them as they are typed.
 */
export const StripeCardFields = forwardRef<StripeCardHandle, { publishableKey: string }>(
  function StripeCardFields({ publishableKey }, ref) {
    const mountAt = useRef<HTMLDivElement>(null);
    const stripe = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
    const [problem, setProblem] = useState<string | null>(null);

    useEffect(() => {
      let gone = false;
      void loadStripe(publishableKey).then(
        (s) => {
          if (gone || !s || !mountAt.current) return;
          const card = s.elements().create('card', { hidePostalCode: true });
          card.mount(mountAt.current);
          card.on('change', (e) => setProblem(e.error?.message ?? null));
          stripe.current = { stripe: s, card };
        },
        () => setProblem("Stripe's card form could not be loaded. Check the connection and try again."),
      );
      return () => {
        gone = true;
        stripe.current?.card.destroy();
        stripe.current = null;
      };
    }, [publishableKey]);

    useImperativeHandle(ref, () => ({
      async tokenize(nameOnCard: string) {
        if (!stripe.current) throw new Error("Stripe's card form is still loading.");
        const { stripe: s, card } = stripe.current;
        const result = await s.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name: nameOnCard },
        });
        if (result.error || !result.paymentMethod)
          throw new Error(result.error?.message ?? 'The card could not be checked.');
        return result.paymentMethod.id;
      },
    }));

    return (
      <Input.Wrapper label="Card" withAsterisk error={problem}>
        <Box
          ref={mountAt}
          data-testid="stripe-card"
          p={10}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 4, minHeight: 40 }}
        />
        <Text fz="xs" c="dimmed" mt={4}>
          Card number, expiry and security code go straight to Stripe.
        </Text>
      </Input.Wrapper>
    );
  },
);
