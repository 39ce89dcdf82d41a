import type { CustomField } from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { describe, expect, it } from 'vitest';
import { initialValues, toBody, validate } from './field-form';

const existing: CustomField = {
  id: 9,
  name: 'Gate code',
  description: null,
  displayOrder: 3,
  type: 1,
  color: null,
  isArchived: false,
  isRequired: false,
  group: { id: 2, name: 'Site', color: null, displayColumns: 2, displayOrder: 1 },
  fieldValues: [{ id: 40, min: '4', max: '8', value: null, color: null, displayOrder: 1, isArchived: false }],
  createdDate: '',
  createdBy: null,
  modifiedDate: '',
  modifiedBy: null,
  version: 3,
};

describe('field form', () => {
  it('round-trips a text field, keeping the id of its min/max row', () => {
    const values = initialValues(existing);
    expect(values).toMatchObject({ type: '1', groupId: '2', min: '4', max: '8', displayOrder: '3' });
    expect(toBody({ ...values, max: '10' }, existing)).toMatchObject({
      type: 1,
      group: { id: 2 },
      displayOrder: 3,
      fieldValues: [{ id: 40, min: '4', max: '10' }],
    });
    expect(toBody({ ...values, min: '', max: '' }, existing).fieldValues).toEqual([]);
  });

  it('names what is wrong the way the form shows it', () => {
    const blank = initialValues(null);
    expect(validate({ ...blank, name: ' ' }, null)).toEqual({ name: 'Required' });
    expect(validate({ ...blank, name: 'x', min: '5', max: '2' }, null)).toEqual({
      max: 'The maximum cannot be less than the minimum.',
    });
    expect(validate({ ...blank, name: 'x', type: '7' }, null)).toEqual({
      choices: 'A list field needs at least one value.',
    });
    expect(
      validate(
        {
          ...blank,
          name: 'x',
          type: '7',
          choices: [
            { value: 'A', color: 'red' },
            { value: '', color: '' },
          ],
        },
        null,
      ),
    ).toEqual({ 'choices.0.color': 'Enter a colour as #RRGGBB.' });
    expect(
      validate(
        {
          ...blank,
          name: 'x',
          type: '7',
          choices: [
            { value: 'A', color: '' },
            { value: '', color: '' },
          ],
        },
        null,
      ),
    ).toEqual({ 'choices.1.value': 'Required' });
  });
});
