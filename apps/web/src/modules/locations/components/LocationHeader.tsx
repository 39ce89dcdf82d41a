import { PageCode, pageUrl } from '@fieldline/contracts/common/page-codes';
import type { Location } from '@fieldline/contracts/locations/locations.contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconClock, IconMapPin, IconReceipt } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import { openPage } from '../../../app/page-codes';
import { AddressStatusBadge, addressLines, toAddressValue } from '../../../shared/address';

function CustomerLink({ id, name }: { id: number; name: string }) {
  // A real link (copyable, middle-clickable) that still goes through the unsaved-changes check.
  const open = (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    void openPage(PageCode.Customer, id);
  };
  return (
    <Anchor href={pageUrl(PageCode.Customer, id)} onClick={open} fw={600} fz="sm">
      {name}
    </Anchor>
  );
}

function Item({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Group>
  );
}

export function LocationHeader({
  location: loc,
  onShowHours,
}: {
  location: Location;
  onShowHours: () => void;
}) {
  const address = toAddressValue(loc.address);
  const line = addressLines(address).join(', ');
  return (
    <Paper p="lg" radius="md" mb="lg" data-testid="location-header">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6}>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed">
            Location
          </Text>
          <Group gap="sm">
            <Title order={1} fz="h2">
              {loc.name}
            </Title>
            <Badge color={loc.isActive ? 'teal' : 'gray'} variant="light">
              {loc.isActive ? 'Active' : 'Inactive'}
            </Badge>
            {loc.zone && (
              <Badge color="indigo" variant="outline" data-testid="location-zone">
                {loc.zone.name}
              </Badge>
            )}
          </Group>
          {line && (
            <Group gap={6}>
              <IconMapPin size={15} color="var(--mantine-color-gray-6)" />
              <Text fz="sm">{line}</Text>
              <AddressStatusBadge value={address} />
            </Group>
          )}
          <Group gap="lg" mt={4}>
            <Item icon={<IconBuilding size={15} color="var(--mantine-color-gray-6)" />} label="Customer">
              <CustomerLink id={loc.customerId} name={loc.customerName} />
            </Item>
            <Item
              icon={<IconReceipt size={15} color="var(--mantine-color-gray-6)" />}
              label="Billing customer"
            >
              {loc.billingCustomerId && loc.billingCustomerName ? (
                <CustomerLink id={loc.billingCustomerId} name={loc.billingCustomerName} />
              ) : (
                <Text fz="sm">Same as customer</Text>
              )}
            </Item>
            {!loc.zone && (
              <Item icon={null} label="Zone">
                <Text fz="sm">Not set</Text>
              </Item>
            )}
          </Group>
        </Stack>
        <Button variant="light" leftSection={<IconClock size={16} />} onClick={onShowHours}>
          Hours
        </Button>
      </Group>
    </Paper>
  );
}
