import type { Subscription } from '@fieldline/contracts/notifications/notifications.contract';
import { Badge, Group, Text, Tooltip } from '@mantine/core';

/** Name, description and the flags that explain why a line looks as it does. */
export function SubscriptionLabel({ subscription: s }: { subscription: Subscription }) {
  return (
    <div>
      <Group gap={6}>
        <Text fz="sm" fw={500}>
          {s.name}
        </Text>
        {s.canOptOut === false && (
          <Tooltip label="Contacts cannot opt out of this through their preferences link." withArrow>
            <Badge size="xs" variant="light" color="gray">
              No self opt-out
            </Badge>
          </Tooltip>
        )}
        {s.optedOutByContact && (
          <Badge size="xs" variant="light" color="orange">
            Opted out by contact
          </Badge>
        )}
      </Group>
      {s.description && (
        <Text fz="xs" c="dimmed">
          {s.description}
        </Text>
      )}
    </div>
  );
}
