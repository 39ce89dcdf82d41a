import { MIN_PASSWORD_LENGTH } from '@fieldline/contracts/identity/identity.contract';
import { MultiSelect, PasswordInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useOffices } from '../../organization/organization.api';
import { useRoles } from '../identity.api';
import type { UserFormValues } from './user-form';

export interface UserFieldsProps {
  form: UseFormReturnType<UserFormValues>;
  withPassword?: boolean;
  readOnly?: boolean;
}

/** The fields shared by the new-user form and the user editor. */
export function UserFields({ form, withPassword = false, readOnly = false }: UserFieldsProps) {
  const roles = useRoles();
  const offices = useOffices();
  const roleOptions = (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));
  const officeOptions = (offices.data ?? []).map((o) => ({ value: o.id, label: o.name }));
  const chosenOffices = officeOptions.filter((o) => form.values.officeIds.includes(o.value));

  const onOfficesChange = (ids: number[]) => {
    form.setFieldValue('officeIds', ids);
    const current = form.values.defaultOfficeId;
    // The default office must be one of the user's offices; a single office is the obvious default.
    if (current !== null && !ids.includes(current)) form.setFieldValue('defaultOfficeId', null);
    if ((current === null || !ids.includes(current)) && ids.length === 1)
      form.setFieldValue('defaultOfficeId', ids[0]);
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label="First name" required readOnly={readOnly} {...form.getInputProps('firstName')} />
      <TextInput label="Last name" required readOnly={readOnly} {...form.getInputProps('lastName')} />
      <TextInput
        label="E-mail"
        type="email"
        required
        autoComplete="off"
        readOnly={readOnly}
        {...form.getInputProps('email')}
      />
      <TextInput label="Title" readOnly={readOnly} {...form.getInputProps('title')} />
      <TextInput label="Phone" type="tel" readOnly={readOnly} {...form.getInputProps('phone')} />
      {withPassword && (
        <PasswordInput
          label="Password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          required
          autoComplete="new-password"
          {...form.getInputProps('password')}
        />
      )}
      <MultiSelect<number>
        label="Roles"
        placeholder={readOnly ? undefined : 'Choose roles'}
        data={roleOptions}
        searchable
        disabled={readOnly}
        nothingFoundMessage="No roles match"
        {...form.getInputProps('roleIds')}
      />
      <MultiSelect<number>
        label="Offices"
        placeholder={readOnly ? undefined : 'Choose offices'}
        data={officeOptions}
        searchable
        disabled={readOnly}
        nothingFoundMessage="No offices match"
        {...form.getInputProps('officeIds')}
        onChange={onOfficesChange}
      />
      <Select<number>
        label="Default office"
        placeholder={chosenOffices.length ? 'Choose the default office' : 'Choose offices first'}
        data={chosenOffices}
        clearable
        disabled={readOnly || chosenOffices.length === 0}
        {...form.getInputProps('defaultOfficeId')}
      />
    </SimpleGrid>
  );
}
