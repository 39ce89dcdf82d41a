import { Grid, Paper, Text, Title } from '@mantine/core';
import { ContactSubscriptions } from './ContactSubscriptions';
import { CustomerSubscriptions } from './CustomerSubscriptions';
import { NotificationLogPanel } from './NotificationLogPanel';
import type { NotificationsOwner } from './notifications.api';

export interface NotificationsRowProps {
  kind: NotificationsOwner;
  id: number;
}

/** The notifications row of spec 3 section 2: subscriptions beside the delivery log. */
export function NotificationsRow({ kind, id }: NotificationsRowProps) {
  return (
    <Grid gap="lg" data-testid="notifications-row">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Paper withBorder p="md" radius="md" h="100%">
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
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Paper withBorder p="md" radius="md" h="100%">
          <Title order={3} fz="h5" mb="sm">
            Notification log
          </Title>
          <NotificationLogPanel kind={kind} id={id} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
