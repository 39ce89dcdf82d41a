import type { CustomerAlert } from '@fieldline/contracts/customers/customers.contract';
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconUrgent } from '@tabler/icons-react';

export const SEVERITY = {
  critical: { color: 'red', label: 'Critical', icon: IconUrgent },
  warning: { color: 'orange', label: 'Warning', icon: IconAlertTriangle },
  info: { color: 'blue', label: 'Information', icon: IconInfoCircle },
} as const;

const ORDER = { critical: 0, warning: 1, info: 2 } as const;

/** The customer's alerts in effect, most severe first, where nobody can miss them. */
export function CustomerAlerts({ alerts }: { alerts: CustomerAlert[] }) {
  if (alerts.length === 0) return null;
  const sorted = [...alerts].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  return (
    <Stack gap="xs" mb="md" data-testid="customer-alerts">
      {sorted.map((a) => {
        const s = SEVERITY[a.severity];
        return (
          <Alert
            key={a.id}
            color={s.color}
            variant="light"
            icon={<s.icon size={18} />}
            title={s.label}
            py="xs"
          >
            <span style={{ whiteSpace: 'pre-line' }}>{a.message}</span>
          </Alert>
        );
      })}
    </Stack>
  );
}
