import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { CustomerDetails } from '@fieldline/contracts/customers/customers.contract';
import { Anchor, Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { pageUrl } from '../../../app/page-codes';
import { AddressPanel } from '../../../shared/address';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)' }}>{children}</div>
    </div>
  );
}

const none = (
  <Text fz="sm" c="dimmed" span>
    —
  </Text>
);

export function CustomerFacts({ customer: c }: { customer: CustomerDetails }) {
  const primary = c.primaryContact;
  return (
    <Paper p="lg" radius="md" h="100%">
      <Title order={2} fz="h4" mb="md">
        Account
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg" verticalSpacing="md">
        <Fact label="Phone">{c.phone ?? none}</Fact>
        <Fact label="E-mail">
          {c.email ? (
            <Anchor href={`mailto:${c.email}`} style={{ overflowWrap: 'anywhere' }}>
              {c.email}
            </Anchor>
          ) : (
            none
          )}
        </Fact>
        <Fact label="Currency">
          {c.currency ? (
            <Group gap={6}>
              <span>{c.currency.abbreviation}</span>
              {c.currency.isAltCurrency && (
                <Badge size="xs" color="grape" variant="light">
                  Alternate currency
                </Badge>
              )}
            </Group>
          ) : (
            'Company currency'
          )}
        </Fact>
        <Fact label="Billing customer">
          {c.billingCustomer ? (
            <Anchor href={pageUrl(PageCode.Customer, c.billingCustomer.id)}>
              {c.billingCustomer.name} ({c.billingCustomer.accountNumber})
            </Anchor>
          ) : (
            'Bills itself'
          )}
        </Fact>
        <Fact label="Primary contact">
          {primary ? (
            <Stack gap={0}>
              <Anchor href={pageUrl(PageCode.Contact, primary.id)} target="_blank">
                {primary.displayName}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {[primary.workPhone ?? primary.cellPhone, primary.email].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          ) : (
            none
          )}
        </Fact>
        <Fact label="Locations · contacts">
          {c.locationCount} · {c.contactCount}
        </Fact>
      </SimpleGrid>
      <Divider my="md" />
      <AddressPanel label="Billing address" value={c.billingAddress} readOnly />
    </Paper>
  );
}
