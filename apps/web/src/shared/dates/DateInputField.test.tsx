import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInputField } from './DateInputField';

function setup(initial: string | null = '2026-03-05') {
  const onChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState<string | null>(initial);
    return (
      <DateInputField
        label="Invoice date"
        value={value}
        onChange={(v) => {
          onChange(v);
          setValue(v);
        }}
      />
    );
  }
  render(
    <MantineProvider>
      <DatesProvider settings={{}}>
        <Harness />
      </DatesProvider>
    </MantineProvider>,
  );
  return { field: screen.getByLabelText('Invoice date') as HTMLInputElement, onChange };
}

const type = (field: HTMLInputElement, text: string) => {
  fireEvent.focus(field);
  fireEvent.input(field, { target: { value: text } });
  fireEvent.blur(field);
};

describe('DateInputField', () => {
  it('keeps text that is not a date and says why, leaving the value alone', () => {
    const { field, onChange } = setup();
    type(field, '13/45/2026');
    expect(screen.getByText('Enter a date as MM/DD/YYYY.')).toBeTruthy();
    expect(field.value).toBe('13/45/2026');
    expect(onChange).not.toHaveBeenCalledWith(null);
  });

  it('names the bounds for a real day outside them', () => {
    const { field } = setup();
    type(field, '01/01/1899');
    expect(screen.getByText('Date must be between 01/01/1900 and 06/06/2079')).toBeTruthy();
  });

  it('takes a date typed in an accepted form and clears the message', () => {
    const { field, onChange } = setup();
    type(field, 'soon');
    expect(screen.getByText('Enter a date as MM/DD/YYYY.')).toBeTruthy();
    type(field, '3/6/26');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-06');
    expect(screen.queryByText('Enter a date as MM/DD/YYYY.')).toBeNull();
    expect(field.value).toBe('03/06/2026');
  });
});
