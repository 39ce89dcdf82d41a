import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { buildRule, NO_RECURRENCE, type RecurrenceForm } from '../recurrence-form';
import { RecurrenceFields } from './RecurrenceFields';

let last: RecurrenceForm = NO_RECURRENCE;
function Harness() {
  const [value, setValue] = useState(NO_RECURRENCE);
  last = value;
  return <RecurrenceFields start="2026-12-01 09:00:00" value={value} onChange={setValue} />;
}

describe('RecurrenceFields', () => {
  it('repeats weekly on the start day and builds the rule', async () => {
    render(
      <MantineProvider env="test">
        <Harness />
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Repeat' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Weekly' }));
    expect(last.repeat).toBe('weekly');
    expect(last.days).toEqual(['TU']);
    expect(buildRule(last, '2026-12-01 09:00:00')).toBe('FREQ=WEEKLY;BYDAY=TU');
  });
});
