import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type IsoRange } from './DateRangePicker';

const TODAY = '2026-11-21'; // a Saturday

function Harness(props: {
  initial?: IsoRange | null;
  locale?: string;
  onChange: (value: IsoRange | null) => void;
}) {
  const [value, setValue] = useState<IsoRange | null>(props.initial ?? null);
  return (
    <DateRangePicker
      label="Invoice date"
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      locale={props.locale ?? 'en-US'}
      today={TODAY}
      data-testid="range"
    />
  );
}

function setup(props: Omit<Parameters<typeof Harness>[0], 'onChange'> = {}) {
  const onChange = vi.fn();
  render(
    <MantineProvider env="test">
      <Harness {...props} onChange={onChange} />
    </MantineProvider>,
  );
  const field = screen.getByLabelText('Invoice date') as HTMLInputElement;
  return { onChange, field };
}

const presetButton = (name: string) => screen.getByRole('button', { name });

describe('DateRangePicker', () => {
  it('shows the placeholder and the ten presets as buttons', () => {
    const { field } = setup();
    expect(field.value).toBe('');
    expect(field.placeholder).toBe('Any date');
    expect(field.getAttribute('data-testid')).toBe('range');

    fireEvent.click(field);
    for (const name of [
      'Today',
      'Yesterday',
      'Last 7 Days',
      'This Week',
      'Last Week',
      'Last 30 Days',
      'This Month',
      'Last Month',
      'This Year',
      'Last Year',
    ]) {
      expect(presetButton(name).tagName).toBe('BUTTON');
    }
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('applies a preset immediately and closes', () => {
    const { field, onChange } = setup();
    fireEvent.click(field);
    fireEvent.click(presetButton('Last 7 Days'));

    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['2026-11-15', '2026-11-21']);
    expect(field.value).toBe('11/15/2026 - 11/21/2026');
    expect(screen.queryByRole('button', { name: 'Last 7 Days' })).toBeNull();
  });

  it('Cancel clears the field and closes', () => {
    const { field, onChange } = setup({ initial: ['2026-11-01', '2026-11-30'] });
    expect(field.value).toBe('11/01/2026 - 11/30/2026');

    fireEvent.click(field);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onChange).toHaveBeenCalledWith(null);
    expect(field.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('Escape closes without changing the value', () => {
    const { field, onChange } = setup({ initial: ['2026-11-01', '2026-11-30'] });
    fireEvent.click(field);
    fireEvent.click(screen.getByRole('button', { name: '3 November 2026' }));
    fireEvent.keyDown(presetButton('Today'), { key: 'Escape' });

    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(field.value).toBe('11/01/2026 - 11/30/2026');
  });

  // Mantine renders weekday headers as <th> cells, one row per month column.
  const firstWeekday = () => document.querySelector('thead th')?.textContent;

  it('starts weeks on Sunday for en-US', () => {
    const { field, onChange } = setup();
    fireEvent.click(field);
    expect(firstWeekday()).toBe('Su');
    fireEvent.click(presetButton('This Week'));
    expect(onChange).toHaveBeenCalledWith(['2026-11-15', '2026-11-21']);
  });

  it('starts weeks on Monday for en-GB and still shows MM/DD/YYYY', () => {
    const { field, onChange } = setup({ locale: 'en-GB' });
    fireEvent.click(field);
    expect(firstWeekday()).toBe('Mo');
    fireEvent.click(presetButton('This Week'));

    expect(onChange).toHaveBeenCalledWith(['2026-11-16', '2026-11-22']);
    expect(field.value).toBe('11/16/2026 - 11/22/2026');
  });

  it('applies a range completed in the calendar', () => {
    const { field, onChange } = setup();
    fireEvent.click(field);
    // Mantine labels each day button with its long date.
    const day = (label: string) => screen.getByRole('button', { name: label });
    fireEvent.click(day('3 November 2026'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(day('10 November 2026'));

    expect(onChange).toHaveBeenCalledWith(['2026-11-03', '2026-11-10']);
    expect(field.value).toBe('11/03/2026 - 11/10/2026');
  });
});
