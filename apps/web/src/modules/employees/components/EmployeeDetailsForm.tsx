import { Permission } from '@fieldline/contracts/common/permissions';
import {
  type Employee,
  OVERTIME_RULE_LABELS,
  OVERTIME_RULES,
  type UpdateEmployeeBody,
} from '@fieldline/contracts/employees/employees.contract';
import {
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { DateInputField } from '../../../shared/dates';
import { applyServerErrors, FormError, toId, toOptions, usePatchState } from '../../../shared/forms';
import { useLookup, usePayrollCodes, useUpdateEmployee } from '../employees.api';

const initial = (e: Employee) => ({
  number: e.number,
  firstName: e.firstName,
  lastName: e.lastName,
  email: e.email ?? '',
  phone: e.phone ?? '',
  address1: e.address1 ?? '',
  address2: e.address2 ?? '',
  city: e.city ?? '',
  state: e.state ?? '',
  postalCode: e.postalCode ?? '',
  officeId: e.officeId ? String(e.officeId) : null,
  departmentId: e.departmentId ? String(e.departmentId) : null,
  divisionId: e.divisionId ? String(e.divisionId) : null,
  hireDate: e.hireDate,
  endDate: e.endDate,
  payType: e.payType as string,
  salary: e.salary ?? '',
  overtimeRule: e.overtimeRule as string,
  doubleTime: e.doubleTime,
  defaultPayrollCodeId: e.defaultPayrollCodeId ? String(e.defaultPayrollCodeId) : null,
  prevailingWageEligible: e.prevailingWageEligible,
  isTechnician: e.isTechnician,
  isSalesperson: e.isSalesperson,
  isActive: e.isActive,
  skills: e.skills,
  zoneIds: e.zones.map((z) => String(z.id)),
});

/** The employee's own fields: contact, organisation, pay settings, skills and zones. */
export function EmployeeDetailsForm({ employee, readOnly }: { employee: Employee; readOnly: boolean }) {
  const [v, , bind] = usePatchState(() => initial(employee));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateEmployee(employee.id);
  const offices = useLookup('offices');
  const departments = useLookup('departments');
  const divisions = useLookup('division');
  const zones = useLookup('locationzones');
  const codes = usePayrollCodes(useAccess(Permission.Payroll) >= 1);
  const codeOptions = codes.data
    ? codes.data
        .filter((c) => c.isActive || c.id === employee.defaultPayrollCodeId)
        .map((c) => ({ value: String(c.id), label: `${c.payCode} · ${c.payCodeDescription}` }))
    : employee.defaultPayrollCodeId
      ? [{ value: String(employee.defaultPayrollCodeId), label: employee.defaultPayrollCode ?? '' }]
      : [];

  async function save(ev: React.FormEvent) {
    ev.preventDefault();
    setError(null);
    const body: UpdateEmployeeBody = {
      ...v,
      version: employee.version,
      email: v.email || null,
      officeId: toId(v.officeId),
      departmentId: toId(v.departmentId),
      divisionId: toId(v.divisionId),
      defaultPayrollCodeId: toId(v.defaultPayrollCodeId),
      payType: v.payType as Employee['payType'],
      overtimeRule: v.overtimeRule as Employee['overtimeRule'],
      salary: v.payType === 'salaried' && v.salary !== '' ? v.salary : null,
      zoneIds: v.zoneIds.map(Number),
    };
    try {
      await update.mutateAsync(body);
      notifications.show({ color: 'teal', message: 'Employee saved.' });
    } catch (e) {
      setError(applyServerErrors({ setErrors, getValues: () => v }, e));
    }
  }

  const text = (name: Parameters<typeof bind.text>[0], label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      readOnly={readOnly}
      error={errors[name]}
      {...bind.text(name)}
    />
  );
  return (
    <form onSubmit={save}>
      <Stack>
        <FormError message={error} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('number', 'Employee number', true)}
          {text('firstName', 'First name', true)}
          {text('lastName', 'Last name', true)}
          {text('email', 'E-mail')}
          {text('phone', 'Phone')}
          <DateInputField
            label="Hire date"
            readOnly={readOnly}
            error={errors.hireDate}
            {...bind.field('hireDate')}
          />
          {text('address1', 'Address')}
          {text('address2', 'Address line 2')}
          <DateInputField
            label="End date"
            readOnly={readOnly}
            error={errors.endDate}
            {...bind.field('endDate')}
          />
          {text('city', 'City')}
          {text('state', 'State')}
          {text('postalCode', 'Postal code')}
        </SimpleGrid>
        <Title order={4}>Organization</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Office"
            clearable
            readOnly={readOnly}
            data={toOptions(offices.data)}
            {...bind.field('officeId')}
          />
          <Select
            label="Department"
            clearable
            readOnly={readOnly}
            data={toOptions(departments.data)}
            {...bind.field('departmentId')}
          />
          <Select
            label="Division"
            clearable
            readOnly={readOnly}
            data={toOptions(divisions.data)}
            {...bind.field('divisionId')}
          />
        </SimpleGrid>
        <Title order={4}>Pay</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Pay type"
            readOnly={readOnly}
            allowDeselect={false}
            data={[
              { value: 'hourly', label: 'Hourly' },
              { value: 'salaried', label: 'Salaried' },
            ]}
            {...bind.field('payType')}
            onChange={(x) => x && bind.field('payType').onChange(x)}
          />
          {v.payType === 'salaried' && (
            <TextInput
              label="Yearly salary"
              readOnly={readOnly}
              error={errors.salary}
              {...bind.text('salary')}
            />
          )}
          <Select
            label="Overtime rule"
            readOnly={readOnly}
            allowDeselect={false}
            data={OVERTIME_RULES.map((r) => ({ value: r, label: OVERTIME_RULE_LABELS[r] }))}
            {...bind.field('overtimeRule')}
            onChange={(x) => x && bind.field('overtimeRule').onChange(x)}
          />
          <Select
            label="Default payroll code"
            clearable
            readOnly={readOnly}
            data={codeOptions}
            {...bind.field('defaultPayrollCodeId')}
          />
        </SimpleGrid>
        <Group>
          <Switch
            label="Double time (over 12 hours a day)"
            disabled={readOnly}
            checked={v.doubleTime}
            onChange={(e) => bind.field('doubleTime').onChange(e.currentTarget.checked)}
          />
          <Switch
            label="Prevailing wage eligible"
            disabled={readOnly}
            checked={v.prevailingWageEligible}
            onChange={(e) => bind.field('prevailingWageEligible').onChange(e.currentTarget.checked)}
          />
        </Group>
        <Title order={4}>Work</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TagsInput label="Skills" readOnly={readOnly} maxTags={50} {...bind.field('skills')} />
          <MultiSelect
            label="Zones"
            readOnly={readOnly}
            data={toOptions(zones.data)}
            {...bind.field('zoneIds')}
          />
        </SimpleGrid>
        <Group>
          <Switch
            label="Technician"
            disabled={readOnly}
            checked={v.isTechnician}
            onChange={(e) => bind.field('isTechnician').onChange(e.currentTarget.checked)}
          />
          <Switch
            label="Salesperson"
            disabled={readOnly}
            checked={v.isSalesperson}
            onChange={(e) => bind.field('isSalesperson').onChange(e.currentTarget.checked)}
          />
          <Switch
            label="Active"
            disabled={readOnly}
            checked={v.isActive}
            onChange={(e) => bind.field('isActive').onChange(e.currentTarget.checked)}
          />
        </Group>
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
