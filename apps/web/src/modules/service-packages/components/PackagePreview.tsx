import type { ServicePackage } from '@fieldline/contracts/service-packages/service-packages.contract';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ServicePackageDropdown } from '../../../shared/service-packages';

/**
 * The service package dropdown as bids and jobs will use it (they arrive in a later issue): pick a
 * package, choose its options, and see what would be added.
 */
export function PackagePreview() {
  const [picked, setPicked] = useState<{ pkg: ServicePackage; optionIds: number[] } | null>(null);
  const options = picked ? picked.pkg.options.filter((o) => picked.optionIds.includes(o.id)) : [];
  return (
    <Paper withBorder p="sm" bg="gray.0">
      <Stack gap="xs">
        <Title order={5}>Preview</Title>
        <ServicePackageDropdown onPick={(pkg, optionIds) => setPicked({ pkg, optionIds })} />
        {picked ? (
          <Text size="sm" data-testid="package-preview-result">
            {picked.pkg.name}: {options.map((o) => `${o.name} (${o.items.length} items)`).join(', ')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
