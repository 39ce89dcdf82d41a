import type { Location } from '@fieldline/contracts/locations/locations.contract';
import { Button, Grid, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../app/api';
import { useUnsavedChanges } from '../../../app/unsaved-changes';
import { AddressPanel, isValidPostalCode } from '../../../shared/address';
import { FormError, toOptions } from '../../../shared/forms';
import { useOffices } from '../../organization/organization.api';
import { useEmployees, useLocationZones, useTaxSchedules, useUpdateLocation } from '../locations.api';
import {
  changedLocationFields,
  type LocationFormValues,
  locationToFormValues,
  splitFieldErrors,
} from './location-form';

export interface LocationFormProps {
  location: Location;
  readOnly: boolean;
  onReload: () => void;
}

type Errors = ReturnType<typeof splitFieldErrors>;
const noErrors: Errors = { fields: {}, address: {}, billingAddress: {}, other: [] };

/** Mounted with key={location.version}, so a saved or reloaded record starts a clean form. */
export function LocationForm({ location, readOnly, onReload }: LocationFormProps) {
  const [initial] = useState(() => locationToFormValues(location));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>(noErrors);
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);
  const update = useUpdateLocation(location.id);
  const offices = useOffices();
  const zones = useLocationZones();
  const schedules = useTaxSchedules();
  const employees = useEmployees();

  const changes = changedLocationFields(initial, values);
  const dirty = Object.keys(changes).length > 0;
  useUnsavedChanges(!readOnly && dirty);

  const set = <K extends keyof LocationFormValues>(key: K, value: LocationFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const local: Errors = { ...noErrors, fields: {}, address: {}, billingAddress: {} };
    if (!values.name.trim()) local.fields.name = 'Required';
    if (!isValidPostalCode(values.address.postalCode)) local.address.postalCode = 'Invalid postal code';
    if (!isValidPostalCode(values.billingAddress.postalCode))
      local.billingAddress.postalCode = 'Invalid postal code';
    setErrors(local);
    if (
      Object.keys(local.fields).length +
      Object.keys(local.address).length +
      Object.keys(local.billingAddress).length
    ) {
      setFailure({ message: 'Unable to save due to invalid input', stale: false });
      return;
    }
    try {
      await update.mutateAsync({ ...changes, version: location.version });
      notifications.show({
        color: 'teal',
        title: 'Location saved',
        message: `${values.name.trim()} was updated.`,
      });
    } catch (err) {
      const split = err instanceof ApiError ? splitFieldErrors(err.errors) : noErrors;
      setErrors(split);
      setFailure({
        message: [errorMessage(err), ...split.other].join('\n'),
        stale: err instanceof ApiError && err.status === 409,
      });
    }
  };

  const techOptions = toOptions(employees.data);
  // A technician who has since left still shows by name.
  const tech = location.preferredTechnician;
  if (tech && !techOptions.some((o) => o.value === String(tech.id)))
    techOptions.unshift({ value: String(tech.id), label: tech.displayName });
  // The reference pickers, one Select each: all optional ("None"); technicians are many, so searchable.
  const pickers: {
    key: 'defaultJobOfficeId' | 'zoneId' | 'taxScheduleId' | 'preferredTechnicianId';
    label: string;
    data: { value: string; label: string }[];
    searchable?: boolean;
    nothingFound?: string;
  }[] = [
    { key: 'defaultJobOfficeId', label: 'Default job office', data: toOptions(offices.data) },
    { key: 'zoneId', label: 'Zone', data: toOptions(zones.data) },
    { key: 'taxScheduleId', label: 'Tax schedule', data: toOptions(schedules.data) },
    {
      key: 'preferredTechnicianId',
      label: 'Preferred technician',
      data: techOptions,
      searchable: true,
      nothingFound: 'No such technician',
    },
  ];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Location details">
      <Stack gap="md">
        <FormError message={failure?.message} />
        <TextInput
          label="Name"
          required
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.fields.name}
          readOnly={readOnly}
        />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <AddressPanel
              label="Address"
              value={values.address}
              onChange={readOnly ? undefined : (a) => set('address', a)}
              errors={errors.address}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <AddressPanel
              label="Billing address"
              value={values.billingAddress}
              onChange={readOnly ? undefined : (a) => set('billingAddress', a)}
              errors={errors.billingAddress}
            />
          </Grid.Col>
        </Grid>
        <Grid gap="md">
          {pickers.map((p) => (
            <Grid.Col key={p.key} span={{ base: 12, sm: 4 }}>
              <Select
                label={p.label}
                data={p.data}
                value={values[p.key]}
                onChange={(v) => set(p.key, v)}
                searchable={p.searchable}
                clearable
                placeholder="None"
                nothingFoundMessage={p.nothingFound}
                error={errors.fields[p.key]}
                readOnly={readOnly}
              />
            </Grid.Col>
          ))}
        </Grid>
        <Textarea
          label="Technician notes"
          description="Shown to technicians sent to this location: access, parking, hazards."
          autosize
          minRows={3}
          maxRows={8}
          value={values.technicianNotes}
          onChange={(e) => set('technicianNotes', e.currentTarget.value)}
          error={errors.fields.technicianNotes}
          readOnly={readOnly}
        />
        {!readOnly && (
          <Group justify="flex-end">
            {failure?.stale && (
              <Button variant="light" color="red" onClick={onReload}>
                Reload
              </Button>
            )}
            <Button
              variant="default"
              disabled={!dirty || update.isPending}
              onClick={() => {
                setValues(initial);
                setErrors(noErrors);
                setFailure(null);
              }}
            >
              Discard changes
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!dirty}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
