import type { Subscription } from '@fieldline/contracts/notifications/notifications.contract';
import { Checkbox, SimpleGrid } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ModalContent } from '../modals';
import { notificationKeys, setSubscription, useSubscriptions } from './notifications.api';
import { SubscriptionLabel } from './SubscriptionLabel';

/** One checkbox per subscription, flipped at once and put back if the server refuses (spec 3 section 4). */
export function ContactSubscriptions({ contactId }: { contactId: number }) {
  const query = useSubscriptions('contact', contactId);
  const queryClient = useQueryClient();
  const key = notificationKeys.subscriptions('contact', contactId);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const flip = (id: number, value: boolean) =>
    queryClient.setQueryData<Subscription[]>(key, (rows) =>
      rows?.map((r) => (r.id === id ? { ...r, isSubscribed: value, optedOutByContact: false } : r)),
    );

  const toggle = async (s: Subscription, subscribe: boolean) => {
    setBusy((b) => new Set(b).add(s.id));
    flip(s.id, subscribe);
    try {
      await setSubscription('contact', contactId, s.id, subscribe);
    } catch {
      // The client has shown the error; undo the tick, then reload what the server really holds.
      flip(s.id, !subscribe);
      await queryClient.invalidateQueries({ queryKey: key });
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(s.id);
        return next;
      });
    }
  };

  return (
    <ModalContent query={query}>
      {(rows) => (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          verticalSpacing="sm"
          data-testid="contact-subscriptions"
        >
          {rows.map((s) => (
            <Checkbox
              key={s.id}
              checked={s.isSubscribed}
              disabled={busy.has(s.id)}
              onChange={(e) => void toggle(s, e.currentTarget.checked)}
              label={<SubscriptionLabel subscription={s} />}
              aria-label={s.name}
            />
          ))}
        </SimpleGrid>
      )}
    </ModalContent>
  );
}
