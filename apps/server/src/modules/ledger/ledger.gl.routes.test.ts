import { AccessLevel, Permission } from '@fieldline/contracts/common/permissions';
import type { JournalEntry, TransactionRow } from '@fieldline/contracts/ledger/ledger.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { AMOUNTS_REFUSED } from './ledger.journal';
import { accountForRole } from './ledger.posting';
import { journalEntries } from './ledger.table';

let t: TestApp;
let admin: string;
let reader: string;
let nobody: string;
let cash: number;
let revenue: number;
let expense: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  reader = (await userWith(t, admin, [{ id: Permission.GeneralLedger, accessLevel: AccessLevel.Read }]))
    .token;
  nobody = (await userWith(t, admin, [])).token;
  cash = await accountForRole(t.database.db, 'Cash');
  revenue = await accountForRole(t.database.db, 'Revenue');
  expense = await accountForRole(t.database.db, 'Expense');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.as(token)({ method, url, payload: payload as object });
const fields = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field).sort();

const post = (lines: object[], entryDate = '2032-03-10', memo = 'Manual test') =>
  call(admin, 'POST', '/v1/generalledger/transaction', { entryDate, memo, reference: 'REF-1', lines });

describe('general ledger: manual transactions', () => {
  it('posts a balanced manual entry and reads it back with its lines', async () => {
    const res = await post([
      { accountId: cash, debit: '125.50', memo: 'cash in' },
      { accountId: revenue, credit: 125.5 },
    ]);
    expect(res.statusCode).toBe(201);
    const e: JournalEntry = res.json();
    expect(e).toMatchObject({
      entryDate: '2032-03-10',
      periodName: 'March 2032',
      memo: 'Manual test',
      reference: 'REF-1',
      sourceType: 'Manual',
      total: '125.50',
      reversedByEntryId: null,
      adjustedByEntryIds: [],
    });
    expect(e.lines.map((l) => [l.accountId, l.debit, l.credit, l.memo])).toEqual([
      [cash, '125.50', '0.00', 'cash in'],
      [revenue, '0.00', '125.50', null],
    ]);
    expect(e.lines[0].displayCode).toMatch(/^\d+-00-00-000$/);
    expect(e.lines[0].accountCode).toMatch(new RegExp(`^\\d+_${cash}_0_0_0$`));
    expect((await call(reader, 'GET', `/v1/generalledger/entry/${e.id}`)).json()).toEqual(e);
  });

  it('refuses an unbalanced entry with the rule message and saves nothing', async () => {
    const before = await countRows(t, journalEntries);
    const res = await post([
      { accountId: cash, debit: '10.00' },
      { accountId: revenue, credit: '9.99' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The journal entry does not balance: debits 10.00 and credits 9.99.');
    const both = await post([
      { accountId: cash, debit: '1', credit: '1' },
      { accountId: revenue, credit: '0' },
    ]);
    expect(both.statusCode).toBe(422);
    expect(both.json().message).toBe('A journal line is either a debit or a credit.');
    expect(await countRows(t, journalEntries)).toBe(before);
  });

  it('answers 400 naming the fields, 403 without permission, and 404 for an unknown entry', async () => {
    const before = await countRows(t, journalEntries);
    const bad = await call(admin, 'POST', '/v1/generalledger/transaction', {
      entryDate: '2032-02-30',
      lines: [{ accountId: 'x', debit: 'abc' }],
      color: 'red',
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad.json())).toEqual(
      ['color', 'entryDate', 'lines', 'lines[0].accountId', 'lines[0].debit'].sort(),
    );
    expect(await countRows(t, journalEntries)).toBe(before);
    const ro = await call(reader, 'POST', '/v1/generalledger/transaction', {
      entryDate: '2032-03-01',
      lines: [],
    });
    expect(ro.statusCode).toBe(403);
    expect((await call(nobody, 'GET', '/v1/generalledger/transaction/search')).statusCode).toBe(403);
    expect((await call(nobody, 'GET', '/v1/generalledger/entry/1')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/v1/generalledger/entry/999999')).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', '/v1/generalledger/entry/999999', { memo: 'x' })).statusCode).toBe(
      404,
    );
    const unknownAccount = await post([
      { accountId: 999999, debit: '1' },
      { accountId: revenue, credit: '1' },
    ]);
    expect(unknownAccount.statusCode).toBe(400);
    expect(unknownAccount.json().errors).toEqual([
      { field: 'lines[0].accountId', message: 'No GL account has the id 999999.' },
    ]);
  });

  it('changes memo-like fields only; amounts are refused with the rule message', async () => {
    const e: JournalEntry = (
      await post([
        { accountId: expense, debit: '40' },
        { accountId: cash, credit: '40' },
      ])
    ).json();
    const res = await call(admin, 'PATCH', `/v1/generalledger/entry/${e.id}`, {
      memo: 'Fixed memo',
      reference: 'R-2',
      lines: [{ id: e.lines[1].id, memo: 'paid from till' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ memo: 'Fixed memo', reference: 'R-2', total: '40.00', version: 2 });
    expect(res.json().lines[1].memo).toBe('paid from till');
    for (const body of [
      { lines: [{ id: e.lines[0].id, debit: '41' }] },
      { lines: [{ id: e.lines[0].id, accountId: revenue }] },
      { entryDate: '2032-03-11' },
      { total: '1' },
    ]) {
      const refused = await call(admin, 'PATCH', `/v1/generalledger/entry/${e.id}`, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(AMOUNTS_REFUSED);
    }
    const stranger = await call(admin, 'PATCH', `/v1/generalledger/entry/${e.id}`, {
      lines: [{ id: 1, memo: 'x' }],
    });
    expect(stranger.statusCode).toBe(422);
    const bad = await call(admin, 'PATCH', `/v1/generalledger/entry/${e.id}`, {
      memo: 5,
      lines: [{ memo: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad.json())).toEqual(['lines[0].id', 'memo']);
    expect((await call(reader, 'PATCH', `/v1/generalledger/entry/${e.id}`, { memo: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call(admin, 'GET', `/v1/generalledger/entry/${e.id}`)).json().lines[0].debit).toBe('40.00');
  });

  it('searches lines joined with their entries by text, dates, account and source', async () => {
    await post(
      [
        { accountId: cash, debit: '7.25' },
        { accountId: revenue, credit: '7.25', memo: 'zebra line' },
      ],
      '2032-06-15',
      'Searchable walrus',
    );
    const byMemo = (await call(reader, 'GET', '/v1/generalledger/transaction/search?query=walrus')).json();
    expect(byMemo.count_filtered).toBe(2);
    expect(byMemo.data[0]).toMatchObject({
      entryMemo: 'Searchable walrus',
      entryDate: '2032-06-15',
      sourceType: 'Manual',
    });
    const byLine = (await call(reader, 'GET', '/v1/generalledger/transaction/search?query=zebra')).json();
    expect(byLine.data.map((r: TransactionRow) => r.credit)).toEqual(['7.25']);
    const range = (
      await call(reader, 'GET', '/v1/generalledger/transaction/search?dateFrom=2032-06-01&dateTo=2032-06-30')
    ).json();
    expect(
      range.data.every((r: TransactionRow) => r.entryDate >= '2032-06-01' && r.entryDate <= '2032-06-30'),
    ).toBe(true);
    expect(range.count_filtered).toBe(2);
    const acct = (
      await call(
        reader,
        'GET',
        `/v1/generalledger/transaction/search?accountId=${revenue}&dateFrom=2032-06-01`,
      )
    ).json();
    expect(acct.data.every((r: TransactionRow) => r.accountId === revenue)).toBe(true);
    const page = (
      await call(reader, 'GET', '/v1/generalledger/transaction/search?sourceType=Manual&limit=1&offset=1')
    ).json();
    expect(page.data).toHaveLength(1);
    const bad = await call(
      reader,
      'GET',
      '/v1/generalledger/transaction/search?dateFrom=2032-13-01&sourceType=Nope',
    );
    expect(bad.statusCode).toBe(400);
    expect(fields(bad.json())).toEqual(['dateFrom', 'sourceType']);
  });
});

describe('general ledger: reversals and adjustments', () => {
  it('reverses an entry once, linked both ways', async () => {
    const e: JournalEntry = (
      await post([
        { accountId: cash, debit: '60' },
        { accountId: revenue, credit: '60' },
      ])
    ).json();
    const res = await call(admin, 'POST', '/v1/generalledger/reverseglentry', {
      entryId: e.id,
      date: '2032-03-20',
    });
    expect(res.statusCode).toBe(201);
    const rev: JournalEntry = res.json();
    expect(rev).toMatchObject({ entryDate: '2032-03-20', sourceType: 'Reversal', reversesEntryId: e.id });
    expect(rev.lines.map((l) => [l.accountId, l.debit, l.credit])).toEqual([
      [cash, '0.00', '60.00'],
      [revenue, '60.00', '0.00'],
    ]);
    expect((await call(admin, 'GET', `/v1/generalledger/entry/${e.id}`)).json().reversedByEntryId).toBe(
      rev.id,
    );
    const again = await call(admin, 'POST', '/v1/generalledger/reverseglentry', { entryId: e.id });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The journal entry has already been reversed.');
    expect(
      (await call(admin, 'POST', '/v1/generalledger/reverseglentry', { entryId: 999999 })).statusCode,
    ).toBe(404);
    const bad = await call(admin, 'POST', '/v1/generalledger/reverseglentry', { entryId: 'x', date: 'soon' });
    expect(fields(bad.json())).toEqual(['date', 'entryId']);
    expect(
      (await call(reader, 'POST', '/v1/generalledger/reverseglentry', { entryId: e.id })).statusCode,
    ).toBe(403);
    const adj = await call(admin, 'POST', '/v1/generalledger/adjustglentry', {
      entryId: e.id,
      date: '2032-03-21',
      lines: [
        { accountId: cash, debit: '1' },
        { accountId: revenue, credit: '1' },
      ],
    });
    expect(adj.statusCode).toBe(422);
    expect(adj.json().message).toBe('The journal entry has been reversed and cannot be adjusted.');
  });

  it('adjusts an entry by posting the difference to what it should have been', async () => {
    const e: JournalEntry = (
      await post([
        { accountId: cash, debit: '100' },
        { accountId: revenue, credit: '100' },
      ])
    ).json();
    const res = await call(admin, 'POST', '/v1/generalledger/adjustglentry', {
      entryId: e.id,
      date: '2032-03-25',
      lines: [
        { accountId: cash, debit: '90' },
        { accountId: revenue, credit: '80' },
        { accountId: expense, credit: '10' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const adj: JournalEntry = res.json();
    expect(adj).toMatchObject({ sourceType: 'Adjustment', adjustsEntryId: e.id, total: '20.00' });
    expect(adj.lines.map((l) => [l.accountId, l.debit, l.credit])).toEqual([
      [cash, '0.00', '10.00'],
      [revenue, '20.00', '0.00'],
      [expense, '0.00', '10.00'],
    ]);
    expect((await call(admin, 'GET', `/v1/generalledger/entry/${e.id}`)).json().adjustedByEntryIds).toEqual([
      adj.id,
    ]);

    const same = await call(admin, 'POST', '/v1/generalledger/adjustglentry', {
      entryId: e.id,
      date: '2032-03-25',
      lines: [
        { accountId: cash, debit: '100' },
        { accountId: revenue, credit: '100' },
      ],
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe('The adjustment does not change the journal entry.');
    const unbalanced = await call(admin, 'POST', '/v1/generalledger/adjustglentry', {
      entryId: e.id,
      date: '2032-03-25',
      lines: [{ accountId: cash, debit: '5' }],
    });
    expect(unbalanced.statusCode).toBe(422);
    expect(unbalanced.json().message).toBe(
      'The journal entry does not balance: debits 5.00 and credits 0.00.',
    );
    const bad = await call(admin, 'POST', '/v1/generalledger/adjustglentry', { entryId: e.id, lines: [] });
    expect(fields(bad.json())).toEqual(['date', 'lines']);
    expect(
      (await call(reader, 'POST', '/v1/generalledger/adjustglentry', { entryId: e.id })).statusCode,
    ).toBe(403);
  });
});
