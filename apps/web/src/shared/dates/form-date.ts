import type { UseFormReturnType } from '@mantine/form';

/** A Mantine form's ISO date field bound to a DateInputField (value, onChange, error). */
export function formDate<T extends Record<string, unknown>>(
  form: UseFormReturnType<T>,
  field: keyof T & string,
) {
  return {
    value: (form.values[field] as string | null) ?? null,
    onChange: (d: string | null) => form.setFieldValue(field, d as never),
    error: form.errors[field],
  };
}
