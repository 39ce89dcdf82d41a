import type { Subscription } from '@fieldline/contracts/notifications/notifications.contract';
import { Alert, Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { changeExternalSubscription } from '../notifications-external.api';

export interface PreferencesListProps {
  uid: string;
  email: string;
  subscriptions: Subscription[];
}

type RowState = 'saving' | 'saved';

/** One switch per notification; only those the contact may opt out of can be changed. */
export function PreferencesList({ uid, email, subscriptions }: PreferencesListProps) {
  const [rows, setRows] = useState(subscriptions);
  const [state, setState] = useState<Record<number, RowState>>({});
  const [error, setError] = useState<string | null>(null);

  const setSubscribed = (id: number, isSubscribed: boolean) =>
    setRows((all) => all.map((r) => (r.id === id ? { ...r, isSubscribed } : r)));

  const toggle = async (s: Subscription, subscribe: boolean) => {
    setError(null);
    setSubscribed(s.id, subscribe);
    setState((st) => ({ ...st, [s.id]: 'saving' }));
    try {
      const saved = await changeExternalSubscription(uid, email, s.id, subscribe);
      setSubscribed(s.id, saved.isSubscribed);
      setState((st) => ({ ...st, [s.id]: 'saved' }));
    } catch (e) {
      setSubscribed(s.id, !subscribe);
      setState(({ [s.id]: _, ...rest }) => rest);
      setError(errorMessage(e));
    }
  };

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {rows.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          There are no notifications to choose from.
        </Text>
      )}
      {rows.map((s) => {
        const locked = s.canOptOut === false;
        const rowState = state[s.id];
        return (
          <Paper key={s.id} withBorder radius="md" p="md" data-testid={`preference-${s.id}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{s.name}</Text>
                {s.description && (
                  <Text fz="sm" c="dimmed">
                    {s.description}
                  </Text>
                )}
                {locked && (
                  <Group gap={4} mt={4}>
                    <IconLock size={13} color="var(--mantine-color-gray-6)" />
                    <Text fz="xs" c="dimmed">
                      Required for your service; contact us to change it.
                    </Text>
                  </Group>
                )}
              </div>
              <Group gap={8} wrap="nowrap">
                {rowState === 'saving' && <Loader size={14} aria-label="Saving" />}
                {rowState === 'saved' && (
                  <Group gap={2} c="teal.7">
                    <IconCheck size={14} />
                    <Text fz="xs">Saved</Text>
                  </Group>
                )}
                <Switch
                  size="md"
                  checked={s.isSubscribed}
                  disabled={locked || rowState === 'saving'}
                  onChange={(e) => void toggle(s, e.currentTarget.checked)}
                  aria-label={s.name}
                  onLabel="ON"
                  offLabel="OFF"
                />
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
