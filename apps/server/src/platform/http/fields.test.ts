import { describe, expect, it } from 'vitest';
import { parseFields, projectFields } from './fields';

const user = {
  id: 7,
  name: 'Dana',
  email: 'dana@example.com',
  customer: { id: 3, name: 'Acme', address: { city: 'Denver', state: 'CO' } },
  roles: [
    { id: 1, name: 'Sales', permissions: [1, 2] },
    { id: 2, name: 'Admin', permissions: [3] },
  ],
  notes: null,
};

describe('parseFields', () => {
  it('splits a comma list into dotted paths, ignoring blanks and spaces', () => {
    expect(parseFields('id, name,,customer.id ')).toEqual([['id'], ['name'], ['customer', 'id']]);
  });

  it('answers null when there is nothing to project', () => {
    for (const raw of [undefined, null, '', '   ', 5, ['id']]) expect(parseFields(raw)).toBeNull();
  });
});

describe('projectFields', () => {
  it('keeps only the named top-level fields', () => {
    expect(projectFields(user, 'id,email')).toEqual({ id: 7, email: 'dana@example.com' });
    expect(projectFields(user, 'id')).toEqual({ id: 7 });
  });

  it('follows dotted paths into objects and through arrays', () => {
    expect(projectFields(user, 'id,customer.name,customer.address.city')).toEqual({
      id: 7,
      customer: { name: 'Acme', address: { city: 'Denver' } },
    });
    expect(projectFields(user, 'roles.name')).toEqual({ roles: [{ name: 'Sales' }, { name: 'Admin' }] });
  });

  it('keeps the whole value when a field is named both whole and by a path', () => {
    expect(projectFields(user, 'customer,customer.id')).toEqual({ customer: user.customer });
  });

  it('matches names without regard to case and keeps the record’s spelling', () => {
    expect(projectFields(user, 'ID,Customer.NAME')).toEqual({ id: 7, customer: { name: 'Acme' } });
  });

  it('leaves out unknown fields and keeps nulls', () => {
    expect(projectFields(user, 'id,nope,notes,customer.nope')).toEqual({ id: 7, notes: null, customer: {} });
  });

  it('projects every element of a list', () => {
    expect(projectFields([user, { ...user, id: 8 }], 'id')).toEqual([{ id: 7 }, { id: 8 }]);
  });

  it('projects the rows of a search envelope and keeps count_filtered', () => {
    const envelope = { data: [user, { ...user, id: 8 }], count_filtered: 42 };
    expect(projectFields(envelope, 'id,name')).toEqual({
      data: [
        { id: 7, name: 'Dana' },
        { id: 8, name: 'Dana' },
      ],
      count_filtered: 42,
    });
  });

  it('returns the payload unchanged without fields or for non-objects', () => {
    expect(projectFields(user, undefined)).toBe(user);
    expect(projectFields(user, '')).toBe(user);
    expect(projectFields(undefined, 'id')).toBeUndefined();
    expect(projectFields('text', 'id')).toBe('text');
    expect(projectFields(null, 'id')).toBeNull();
  });

  it('does not change the original record', () => {
    const copy = structuredClone(user);
    projectFields(user, 'id,roles.name');
    expect(user).toEqual(copy);
  });
});
