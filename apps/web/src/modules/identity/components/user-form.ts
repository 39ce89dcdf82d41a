import type { User } from '@fieldline/contracts/identity/identity.contract';

export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
  password: string;
  roleIds: number[];
  officeIds: number[];
  defaultOfficeId: number | null;
}

export const EMPTY_USER_FORM: UserFormValues = {
  email: '',
  firstName: '',
  lastName: '',
  title: '',
  phone: '',
  password: '',
  roleIds: [],
  officeIds: [],
  defaultOfficeId: null,
};

export function userToFormValues(user: User): UserFormValues {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title ?? '',
    phone: user.phone ?? '',
    password: '',
    roleIds: user.roles.map((r) => r.id),
    officeIds: user.offices.map((o) => o.id),
    defaultOfficeId: user.defaultOfficeId,
  };
}

/** Optional text fields are stored as null, not as empty strings. */
export function blankToNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

const sameList = (a: number[], b: number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Only what changed goes into a PATCH, so concurrent edits of other fields are not overwritten. */
export function changedUserFields(initial: UserFormValues, values: UserFormValues) {
  const body: Record<string, unknown> = {};
  for (const key of ['email', 'firstName', 'lastName'] as const) {
    if (values[key].trim() !== initial[key]) body[key] = values[key].trim();
  }
  for (const key of ['title', 'phone'] as const) {
    if (blankToNull(values[key]) !== blankToNull(initial[key])) body[key] = blankToNull(values[key]);
  }
  if (!sameList(values.roleIds, initial.roleIds)) body.roleIds = values.roleIds;
  if (!sameList(values.officeIds, initial.officeIds)) body.officeIds = values.officeIds;
  if (values.defaultOfficeId !== initial.defaultOfficeId) body.defaultOfficeId = values.defaultOfficeId;
  return body;
}
