import {
  type ServicePackage,
  ServicePackageTexts,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import { Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../app/api';

export interface PackageOptionsPromptProps {
  packageId: number | null;
  packageName: string;
  onOk: (pkg: ServicePackage, optionIds: number[]) => void;
  onCancel: () => void;
}

/**
 * The '{package name} Options' prompt: a checkbox per option. The first option (the 'Base' one by
 * default) is always included, so its box is checked and locked (spec 3 §4).
 */
export function PackageOptionsPrompt({ packageId, packageName, onOk, onCancel }: PackageOptionsPromptProps) {
  const pkg = useQuery({
    queryKey: ['service-packages', 'detail', packageId ?? 0],
    queryFn: ({ signal }) => api.get<ServicePackage>(`/servicepackage/${packageId}`, { signal }),
    enabled: packageId !== null,
  });
  const [checked, setChecked] = useState<number[]>([]);
  const options = pkg.data?.options ?? [];
  const first = options[0]?.id;
  useEffect(() => {
    setChecked(first === undefined ? [] : [first]);
  }, [first]);

  const toggle = (id: number, on: boolean) =>
    setChecked((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  const ok = () => {
    if (!pkg.data) return;
    // Keep the package's option order and always the first option.
    const ids = options.filter((o) => o.id === first || checked.includes(o.id)).map((o) => o.id);
    onOk(pkg.data, ids);
  };

  return (
    <Modal
      opened={packageId !== null}
      onClose={onCancel}
      title={ServicePackageTexts.optionsTitle(packageName)}
    >
      <Stack>
        {pkg.isLoading ? <Loader size="sm" /> : null}
        {options.map((o) => (
          <Checkbox
            key={o.id}
            label={o.name}
            checked={o.id === first || checked.includes(o.id)}
            disabled={o.id === first}
            onChange={(e) => toggle(o.id, e.currentTarget.checked)}
          />
        ))}
        {pkg.data && options.length === 0 ? <Text size="sm">This package has no options.</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={ok} disabled={!pkg.data}>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
