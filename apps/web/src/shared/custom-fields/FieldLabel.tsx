import type { CustomField } from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { ColorSwatch, Group } from '@mantine/core';

/** The field's name, after a swatch of its colour when it has one. */
export function FieldLabel({ field }: { field: CustomField }) {
  if (!field.color) return <>{field.name}</>;
  return (
    <Group gap={6} component="span" wrap="nowrap" display="inline-flex">
      <ColorSwatch color={field.color} size={10} withShadow={false} aria-hidden />
      <span>{field.name}</span>
    </Group>
  );
}
