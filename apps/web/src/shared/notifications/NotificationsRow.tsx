import { Paper, Stack, Text, Title } from '@mantine/core';
import { ContactSubscriptions } from './ContactSubscriptions';
import { CustomerSubscriptions } from './CustomerSubscriptions';
import { NotificationLogPanel } from './NotificationLogPanel';
import type { NotificationsOwner } from './notifications.api';

export interface NotificationsRowProps {
  kind: NotificationsOwner;
  id: number;
}

/** The notifications row of spec 3 section 2: the subscriptions, then the delivery log. */
export function NotificationsRow({ kind, id }: NotificationsRowProps) {
  return (
    <Stack gap="lg" data-testid="notifications-row">
      <Paper withBorder p="md" radius="md">
        <Title order={3} fz="h5">
          Subscriptions
        </Title>
        <Text fz="xs" c="dimmed" mb="sm">
          {kind === 'customer'
            ? 'Subscribe or unsubscribe all of this customer’s contacts at once.'
            : 'Which notifications this contact receives.'}
        </Text>
        {kind === 'customer' ? (
          <CustomerSubscriptions customerId={id} />
        ) : (
          <ContactSubscriptions contactId={id} />
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={3} fz="h5" mb="sm">
          Notification log
        </Title>
        <NotificationLogPanel kind={kind} id={id} />
      </Paper>
    </Stack>
  );
}
