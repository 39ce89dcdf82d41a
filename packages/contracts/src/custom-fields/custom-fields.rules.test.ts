import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../common/dates';
import { CustomFieldType, checkFieldValues, checkPropertyValue, fieldLimits } from './custom-fields.contract';
import {
  checkDate,
  checkEmailList,
  checkNumber,
  checkText,
  CustomFieldMessages as M,
  plainNumber,
  splitEmailList,
} from './custom-fields.rules';

const none = { min: null, max: null };

describe('text rule', () => {
  it('states the exact spec messages', () => {
    expect(M.minLength(3)).toBe('The minimum length required for this field is 3 characters');
    expect(M.maxLength(10)).toBe('The maximum length allowed for this field is 10 characters');
    expect(M.numeric).toBe('The value for this field must be numeric');
    expect(M.updateFailed).toBe('there was an error updating the field');
  });

  it('refuses text below the minimum, truncates above the maximum with a notice, clears when empty', () => {
    const limits = { min: '3', max: '5' };
    expect(checkText('ab', limits)).toEqual({ ok: false, message: M.minLength(3) });
    expect(checkText('abcdefg', limits)).toEqual({ ok: true, value: 'abcde', notice: M.maxLength(5) });
    expect(checkText('abcd', limits)).toEqual({ ok: true, value: 'abcd' });
    expect(checkText('', limits)).toEqual({ ok: true, value: null });
    expect(checkText(null, limits)).toEqual({ ok: true, value: null });
    expect(checkText('anything at all', none)).toEqual({ ok: true, value: 'anything at all' });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkText('😀😀😀', { min: '3', max: '3' })).toEqual({ ok: true, value: '😀😀😀' });
    expect(checkText('😀😀😀😀', { min: null, max: '2' })).toMatchObject({ value: '😀😀' });
  });
});

describe('number rule', () => {
  it('refuses non-numeric text and fractions in whole-number fields', () => {
    for (const text of ['abc', '1,000', '1e3', '12abc', '--1', '.']) {
      expect(checkNumber(text, none, 'decimal'), text).toEqual({ ok: false, message: M.numeric });
    }
    expect(checkNumber('2.5', none, 'integer')).toEqual({ ok: false, message: M.wholeNumber });
    expect(checkNumber('2.0', none, 'integer')).toEqual({ ok: true, value: '2' });
    expect(checkNumber(' -7 ', none, 'integer')).toEqual({ ok: true, value: '-7' });
    expect(checkNumber('', none, 'integer')).toEqual({ ok: true, value: null });
  });

  it('clamps to min and max with a notice naming the limit', () => {
    const limits = { min: '1.5000', max: '10.0000' };
    expect(checkNumber('0', limits, 'decimal')).toEqual({
      ok: true,
      value: '1.5',
      notice: M.minValue('1.5'),
    });
    expect(checkNumber(11, limits, 'decimal')).toEqual({ ok: true, value: '10', notice: M.maxValue(10) });
    expect(checkNumber('10', limits, 'decimal')).toEqual({ ok: true, value: '10' });
    expect(M.minValue('1.5')).toBe('The minimum value allowed for this field is 1.5');
    expect(M.maxValue(10)).toBe('The maximum value allowed for this field is 10');
  });

  it('rounds decimals to 4 places half to even and refuses what the column cannot hold', () => {
    expect(checkNumber('1.23445', none, 'decimal')).toEqual({ ok: true, value: '1.2344' });
    expect(checkNumber('1.23455', none, 'decimal')).toEqual({ ok: true, value: '1.2346' });
    expect(checkNumber('100000000000000', none, 'decimal')).toEqual({ ok: false, message: M.tooLarge });
    expect(checkNumber('9007199254740993', none, 'integer')).toEqual({ ok: false, message: M.tooLarge });
  });

  it('prints limits without trailing zeros', () => {
    expect(plainNumber('10.0000')).toBe('10');
    expect(plainNumber('-0.5000')).toBe('-0.5');
  });
});

describe('e-mail list rule', () => {
  it('splits on , and ;, checks every address and stores them joined by "; "', () => {
    expect(splitEmailList(' a@x.com;; b@y.org , ')).toEqual(['a@x.com', 'b@y.org']);
    expect(checkEmailList('a@x.com, b@y.org;c@z.co')).toEqual({
      ok: true,
      value: 'a@x.com; b@y.org; c@z.co',
    });
    expect(checkEmailList(' ; ')).toEqual({ ok: true, value: null });
    for (const bad of ['a@x.com; nope', 'a@x', 'a b@x.com', '@x.com', 'a@x.com b@y.com']) {
      expect(checkEmailList(bad), bad).toEqual({ ok: false, message: M.emailList });
    }
  });
});

describe('date rule', () => {
  it('accepts real dates within the bounds', () => {
    expect(checkDate('2026-02-28')).toEqual({ ok: true, value: '2026-02-28' });
    expect(checkDate('2026-02-30')).toEqual({ ok: false, message: M.date });
    expect(checkDate('2079-06-07')).toEqual({ ok: false, message: DATE_RANGE_MESSAGE });
    expect(checkDate(null)).toEqual({ ok: true, value: null });
  });
});

describe('field definitions', () => {
  it('reads limits from the one min/max row', () => {
    expect(fieldLimits({ type: 1, fieldValues: [{ min: '2', max: null, isArchived: false }] })).toEqual({
      min: '2',
      max: null,
    });
    expect(fieldLimits({ type: 1, fieldValues: [] })).toEqual(none);
  });

  it('checks fieldValues against the type', () => {
    expect(checkFieldValues(CustomFieldType.List, [{ value: 'A' }, { value: 'B' }])).toEqual([]);
    expect(checkFieldValues(CustomFieldType.List, []).map((e) => e.field)).toEqual(['fieldValues']);
    expect(checkFieldValues(CustomFieldType.List, [{ value: 'A', min: 1 }]).map((e) => e.field)).toEqual([
      'fieldValues[0].min',
    ]);
    expect(checkFieldValues(CustomFieldType.Decimal, [{ min: '0.5', max: '0.75' }])).toEqual([]);
    expect(checkFieldValues(CustomFieldType.Number, [{ min: '0.5' }]).map((e) => e.field)).toEqual([
      'fieldValues[0].min',
    ]);
    expect(checkFieldValues(CustomFieldType.Text, [{ min: 4, max: 3 }]).map((e) => e.field)).toEqual([
      'fieldValues[0].max',
    ]);
    expect(checkFieldValues(CustomFieldType.YesNo, [{ value: 'x' }]).map((e) => e.field)).toEqual([
      'fieldValues',
    ]);
    expect(checkFieldValues(CustomFieldType.EmailList, [])).toEqual([]);
  });

  it('checks a value by the field type', () => {
    const list = {
      type: CustomFieldType.List,
      fieldValues: [
        { id: 1, min: null, max: null, isArchived: false },
        { id: 2, min: null, max: null, isArchived: true },
      ],
    };
    expect(checkPropertyValue(list, { id: 1 })).toEqual({ ok: true, value: 1 });
    expect(checkPropertyValue(list, { id: 2 })).toEqual({ ok: false, message: M.listValue });
    expect(checkPropertyValue({ type: CustomFieldType.YesNo, fieldValues: [] }, 'yes')).toMatchObject({
      ok: false,
    });
    expect(checkPropertyValue({ type: CustomFieldType.YesNo, fieldValues: [] }, true)).toEqual({
      ok: true,
      value: true,
    });
    expect(checkPropertyValue({ type: CustomFieldType.Number, fieldValues: [] }, 'x')).toEqual({
      ok: false,
      message: M.numeric,
    });
  });
});
