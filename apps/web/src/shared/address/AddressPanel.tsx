import type { Address } from '@fieldline/contracts/addresses/addresses.contract';
import { type ComboboxItem, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import { AddressStatusBadge } from './AddressStatusBadge';
import { useStateList } from './address.api';
import {
  type AddressField,
  type AddressValue,
  addressLines,
  COUNTRIES,
  editAddress,
  isBlankAddress,
  isValidPostalCode,
  toAddressValue,
} from './address-model';
import { useAddressVerification } from './useAddressVerification';
import { VerificationDialog } from './VerificationDialog';

export interface AddressPanelProps {
  value: AddressValue | Address | null | undefined;
  /** Without it (or with readOnly) the panel only displays the address. */
  onChange?: (next: AddressValue) => void;
  readOnly?: boolean;
  /** Heading and accessible name of the panel, e.g. 'Billing address'. */
  label?: string;
  disabled?: boolean;
  /** Server errors per field, e.g. from a failed save. */
  errors?: Partial<Record<AddressField, string>>;
}

/** The address panel of spec 2 section 2.1: editable with verification, or display-only. */
export function AddressPanel(props: AddressPanelProps) {
  if (props.readOnly || !props.onChange) return <AddressDisplay value={props.value} label={props.label} />;
  return <AddressEditor {...props} onChange={props.onChange} />;
}

function PanelHeading({
  label,
  value,
  verifying,
}: {
  label?: string;
  value: AddressValue;
  verifying?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Group gap={6} wrap="nowrap">
        <IconMapPin size={16} color="var(--mantine-color-gray-6)" />
        <Text fw={600} fz="sm">
          {label ?? 'Address'}
        </Text>
      </Group>
      {/* An empty address has nothing to verify: no badge rather than a warning. */}
      {(verifying || !isBlankAddress(value)) && <AddressStatusBadge value={value} verifying={verifying} />}
    </Group>
  );
}

export function AddressDisplay({
  value,
  label,
}: {
  value: AddressValue | Address | null | undefined;
  label?: string;
}) {
  const address = toAddressValue(value);
  const lines = addressLines(address);
  return (
    <Stack gap={6} role="group" aria-label={label ?? 'Address'} data-testid="address-display">
      <PanelHeading label={label} value={address} />
      {lines.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No address entered
        </Text>
      ) : (
        <div>
          {lines.map((line) => (
            <Text key={line} fz="sm">
              {line}
            </Text>
          ))}
        </div>
      )}
    </Stack>
  );
}

function AddressEditor({
  value: raw,
  onChange,
  label,
  disabled,
  errors,
}: AddressPanelProps & { onChange: (next: AddressValue) => void }) {
  const value = useMemo(() => toAddressValue(raw), [raw]);
  const states = useStateList();
  const verification = useAddressVerification(value, onChange);
  const id = useId();

  const set = (field: AddressField, v: string | null) => {
    const next = editAddress(value, field, v);
    onChange(next);
    if (field !== 'additionalAddressInfo') verification.schedule(next);
  };

  const stateNames = useMemo(() => new Map((states.data ?? []).map((s) => [s.abbr, s.name])), [states.data]);
  const stateOptions = useMemo(() => {
    // The input shows the abbreviation (it is what is stored); the list also names the state.
    const list = (states.data ?? []).map((s) => ({ value: s.abbr, label: s.abbr }));
    // A stored abbreviation the list lacks (or the list still loading) must still show.
    if (value.state && !list.some((o) => o.value === value.state))
      list.unshift({ value: value.state, label: value.state });
    return list;
  }, [states.data, value.state]);

  const countryOptions = useMemo(
    () =>
      value.country && !COUNTRIES.some((c) => c.value === value.country)
        ? [...COUNTRIES, { value: value.country, label: value.country }]
        : COUNTRIES,
    [value.country],
  );

  const postalError = isValidPostalCode(value.postalCode)
    ? errors?.postalCode
    : 'Enter a postal code such as 80216 or 80216-1234.';

  return (
    <Stack gap="sm" role="group" aria-label={label ?? 'Address'} data-testid="address-panel">
      <PanelHeading label={label} value={value} verifying={verification.verifying} />
      <TextInput
        id={`${id}-street`}
        label="Street"
        autoComplete="address-line1"
        value={value.street ?? ''}
        onChange={(e) => set('street', e.currentTarget.value)}
        error={errors?.street}
        disabled={disabled}
      />
      <TextInput
        id={`${id}-additional`}
        label="Additional info"
        placeholder="Suite, floor, gate code…"
        autoComplete="address-line2"
        value={value.additionalAddressInfo ?? ''}
        onChange={(e) => set('additionalAddressInfo', e.currentTarget.value)}
        error={errors?.additionalAddressInfo}
        disabled={disabled}
      />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 7 }}>
          <TextInput
            id={`${id}-city`}
            label="City"
            autoComplete="address-level2"
            value={value.city ?? ''}
            onChange={(e) => set('city', e.currentTarget.value)}
            error={errors?.city}
            disabled={disabled}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 5 }}>
          <Select
            id={`${id}-state`}
            label="State"
            placeholder={states.isPending ? 'Loading…' : 'Choose'}
            data={stateOptions}
            value={value.state ?? null}
            onChange={(v) => set('state', v)}
            searchable
            filter={({ options, search }) => {
              const q = search.trim().toLowerCase();
              return (options as ComboboxItem[]).filter(
                (o) =>
                  o.value.toLowerCase().startsWith(q) ||
                  (stateNames.get(o.value) ?? '').toLowerCase().includes(q),
              );
            }}
            renderOption={({ option }) => (
              <Text fz="sm">
                {option.value} – {stateNames.get(option.value) ?? option.value}
              </Text>
            )}
            nothingFoundMessage="No such state"
            error={errors?.state}
            disabled={disabled}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 5 }}>
          <TextInput
            id={`${id}-postal`}
            label="Postal code"
            autoComplete="postal-code"
            value={value.postalCode ?? ''}
            onChange={(e) => set('postalCode', e.currentTarget.value)}
            error={postalError}
            disabled={disabled}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 7 }}>
          <Select
            id={`${id}-country`}
            label="Country"
            data={countryOptions}
            value={value.country ?? 'US'}
            onChange={(v) => set('country', v ?? 'US')}
            allowDeselect={false}
            error={errors?.country}
            disabled={disabled}
          />
        </Grid.Col>
      </Grid>
      <VerificationDialog
        prompt={verification.prompt}
        onRecommended={verification.chooseRecommended}
        onEntered={verification.chooseEntered}
        onCancel={verification.dismiss}
      />
    </Stack>
  );
}
