import { Badge, Loader, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconShieldCheck } from '@tabler/icons-react';
import { type AddressValue, addressStatus } from './address-model';

const LOOK = {
  verified: {
    label: 'Verified',
    color: 'teal',
    icon: IconShieldCheck,
    hint: 'The geocoder matched this address to a rooftop.',
  },
  confirmed: {
    label: 'Confirmed',
    color: 'blue',
    icon: IconCircleCheck,
    hint: 'Confirmed as entered; the geocoder could not verify it.',
  },
  unverified: {
    label: 'Not verified',
    color: 'gray',
    icon: IconCircleDashed,
    hint: 'Neither verified nor confirmed yet.',
  },
} as const;

export function AddressStatusBadge({
  value,
  verifying = false,
}: {
  value: AddressValue;
  verifying?: boolean;
}) {
  if (verifying) {
    return (
      <Badge
        variant="light"
        color="gray"
        leftSection={<Loader size={10} color="gray" />}
        data-testid="address-status"
      >
        Verifying…
      </Badge>
    );
  }
  const look = LOOK[addressStatus(value)];
  const Icon = look.icon;
  return (
    <Tooltip label={look.hint} withArrow>
      <Badge variant="light" color={look.color} leftSection={<Icon size={12} />} data-testid="address-status">
        {look.label}
      </Badge>
    </Tooltip>
  );
}
