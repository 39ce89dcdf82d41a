import { describe, expect, it } from 'vitest';
import { diff } from './audit';

describe('audit diff', () => {
  it('lists only the fields that changed, with from and to', () => {
    expect(diff({ name: 'A', city: 'Denver', count: 1 }, { name: 'B', city: 'Denver', count: 2 })).toEqual({
      name: { from: 'A', to: 'B' },
      count: { from: 1, to: 2 },
    });
  });

  it('answers nothing when nothing changed', () => {
    expect(diff({ a: 1, tags: ['x'], nested: { b: 2 } }, { a: 1, tags: ['x'], nested: { b: 2 } })).toEqual(
      {},
    );
  });

  it('records a create as every field going to its value and a delete as every field leaving', () => {
    expect(diff(null, { name: 'New', active: true })).toEqual({ name: { to: 'New' }, active: { to: true } });
    expect(diff({ name: 'Old' }, undefined)).toEqual({ name: { from: 'Old' } });
  });

  it('notices fields added, removed and set to null', () => {
    expect(diff({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({
      a: { from: 1 },
      b: { from: 2, to: null },
      c: { to: 3 },
    });
  });

  it('compares arrays and objects by value', () => {
    expect(
      diff(
        { roles: ['Sales'], address: { city: 'Denver' } },
        { roles: ['Sales', 'Admin'], address: { city: 'Boulder' } },
      ),
    ).toEqual({
      roles: { from: ['Sales'], to: ['Sales', 'Admin'] },
      address: { from: { city: 'Denver' }, to: { city: 'Boulder' } },
    });
  });

  it('never copies secrets or bookkeeping columns', () => {
    const changes = diff(
      {
        passwordHash: '$argon2id$old',
        tokenHash: 'aa',
        version: 1,
        modifiedDate: 'x',
        modifiedBy: 1,
        title: 'A',
      },
      {
        passwordHash: '$argon2id$new',
        tokenHash: 'bb',
        version: 2,
        modifiedDate: 'y',
        modifiedBy: 2,
        title: 'B',
      },
    );
    expect(changes).toEqual({ title: { from: 'A', to: 'B' } });
    expect(JSON.stringify(changes)).not.toContain('argon2');
  });
});
