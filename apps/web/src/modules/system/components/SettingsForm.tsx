import {
  SETTING_LABELS,
  type Settings,
  type SettingsPatch,
  settingsSchema,
} from '@fieldline/contracts/system/system.contract';
import { Button, Group, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Fragment, useState } from 'react';
import { useUnsavedChanges } from '../../../app/unsaved-changes';
import { applyServerErrors, FormError } from '../../../shared/forms';
import { useUpdateSettings } from '../system.api';

const KEYS = Object.keys(SETTING_LABELS) as Array<keyof Settings>;

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  // A saved zone the browser does not list (e.g. 'UTC' on some engines) must stay selectable.
  return zones.includes(current) ? zones : [current, ...zones];
}

export function changedSettings(initial: Settings, values: Settings): SettingsPatch {
  const patch: Record<string, unknown> = {};
  for (const key of KEYS) if (values[key] !== initial[key]) patch[key] = values[key];
  return patch as SettingsPatch;
}

/** Mounted with a key of the saved values, so a save starts a clean form. */
export function SettingsForm({ settings, readOnly }: { settings: Settings; readOnly: boolean }) {
  const update = useUpdateSettings();
  const [error, setError] = useState<string | null>(null);
  const [zones] = useState(() => timeZones(settings.DefaultTimezone));
  const form = useForm<Settings>({
    initialValues: settings,
    validate: schemaResolver(settingsSchema, { sync: true }),
  });
  const patch = changedSettings(settings, form.values);
  const dirty = Object.keys(patch).length > 0;
  useUnsavedChanges(!readOnly && dirty);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await update.mutateAsync(changedSettings(settings, values));
      notifications.show({ color: 'teal', message: 'Settings saved' });
    } catch (e) {
      setError(applyServerErrors(form, e));
    }
  });

  const field = (key: keyof Settings) => {
    const { label, description } = SETTING_LABELS[key];
    const common = { label, description, disabled: readOnly };
    if (typeof settings[key] === 'boolean') {
      return <Switch {...common} {...form.getInputProps(key, { type: 'checkbox' })} />;
    }
    if (typeof settings[key] === 'number') {
      return <NumberInput {...common} allowDecimal={false} maw={240} {...form.getInputProps(key)} />;
    }
    if (key === 'DefaultTimezone') {
      return (
        <Select
          {...common}
          data={zones}
          searchable
          allowDeselect={false}
          maw={360}
          {...form.getInputProps(key)}
        />
      );
    }
    if (key === 'InventoryCostOnIssue') {
      return (
        <Select
          {...common}
          data={[
            { value: 'COGS', label: 'Cost of goods sold' },
            { value: 'WIP', label: 'Work in progress' },
          ]}
          allowDeselect={false}
          maw={360}
          {...form.getInputProps(key)}
        />
      );
    }
    if (key === 'DefaultCurrencyCode') {
      const props = form.getInputProps(key);
      return (
        <TextInput
          {...common}
          {...props}
          maxLength={3}
          maw={240}
          onChange={(e) => form.setFieldValue(key, e.currentTarget.value.toUpperCase())}
        />
      );
    }
    return <TextInput {...common} maw={480} {...form.getInputProps(key)} />;
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={error} />
        {KEYS.map((key) => (
          <Fragment key={key}>{field(key)}</Fragment>
        ))}
        {!readOnly && (
          <Group justify="flex-end">
            <Button variant="default" disabled={!dirty} onClick={() => form.reset()}>
              Discard changes
            </Button>
            <Button type="submit" loading={form.submitting} disabled={!dirty}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
