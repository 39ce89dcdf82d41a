import {
  SUBSCRIBE_ALL_CONFIRM,
  type Subscription,
  UNSUBSCRIBE_ALL_CONFIRM,
} from '@fieldline/contracts/notifications/notifications.contract';
import { Button, Group, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmModal, ModalContent } from '../modals';
import { notificationKeys, setSubscription, useSubscriptions } from './notifications.api';
import { SubscriptionLabel } from './SubscriptionLabel';

function Counts({ s }: { s: Subscription }) {
  const unsubscribed = s.unsubscribed ?? 0;
  return (
    <Text fz="sm" data-testid={`subscription-counts-${s.id}`} style={{ whiteSpace: 'nowrap' }}>
      <Text span fw={600} c="teal.7">
        {s.subscribed ?? 0}
      </Text>{' '}
      subscribed ·{' '}
      <Text span fw={600} c={unsubscribed > 0 ? 'orange.7' : 'dimmed'}>
        {unsubscribed}
      </Text>{' '}
      unsubscribed
    </Text>
  );
}

/** For a customer each line acts on all its contacts, after the confirmations of spec 3 section 8. */
export function CustomerSubscriptions({ customerId }: { customerId: number }) {
  const query = useSubscriptions('customer', customerId);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const apply = async (s: Subscription, subscribe: boolean) => {
    const message = subscribe ? SUBSCRIBE_ALL_CONFIRM : UNSUBSCRIBE_ALL_CONFIRM;
    if (!(await confirmModal(message))) return;
    setBusy(`${s.id}-${subscribe}`);
    try {
      await setSubscription('customer', customerId, s.id, subscribe);
      notifications.show({
        color: 'teal',
        title: subscribe ? 'Subscribed' : 'Unsubscribed',
        message: `${s.name}: all contacts ${subscribe ? 'subscribed' : 'unsubscribed'}.`,
      });
    } catch {
      // Shown by the client; the reload below shows what did change.
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.owner('customer', customerId) });
    }
  };

  return (
    <ModalContent query={query}>
      {(rows) => (
        <Table verticalSpacing="sm" aria-label="Subscriptions" data-testid="customer-subscriptions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Notification</Table.Th>
              <Table.Th>Contacts</Table.Th>
              <Table.Th ta="right">All contacts</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((s) => (
              <Table.Tr key={s.id} data-testid={`subscription-${s.id}`}>
                <Table.Td>
                  <SubscriptionLabel subscription={s} />
                </Table.Td>
                <Table.Td>
                  <Counts s={s} />
                </Table.Td>
                <Table.Td w={1}>
                  <Group gap={6} wrap="nowrap" justify="flex-end">
                    <Button
                      size="xs"
                      variant="light"
                      color="teal"
                      loading={busy === `${s.id}-true`}
                      disabled={busy !== null}
                      onClick={() => void apply(s, true)}
                      aria-label={`Subscribe all contacts to ${s.name}`}
                    >
                      Subscribe
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      loading={busy === `${s.id}-false`}
                      disabled={busy !== null}
                      onClick={() => void apply(s, false)}
                      aria-label={`Unsubscribe all contacts from ${s.name}`}
                    >
                      Unsubscribe
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </ModalContent>
  );
}
