import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/utils';
import { DocumentLines } from './DocumentLines';
import { DocumentLinesTable, lineFieldErrors, textColumn } from './DocumentLinesTable';
import { sumLines } from './line-money';
import { useDocumentLines } from './useDocumentLines';

interface Line {
  description: string;
  amount: string;
}

const columns = [textColumn<Line>('Description', 'description'), textColumn<Line>('Amount', 'amount')];

function Editor({ onCancel }: { onCancel: () => void }) {
  const lines = useDocumentLines<Line>(() => ({ description: '', amount: '' }));
  return (
    <DocumentLines label="Test lines" columns={columns} lines={lines} onCancel={onCancel}>
      <output data-testid="total">{sumLines(lines.lines, (l) => l.amount).toFixed(2)}</output>
    </DocumentLines>
  );
}

describe('DocumentLines', () => {
  it('adds, edits and removes lines, renumbering their names, and sums the amounts as decimals', () => {
    const onCancel = vi.fn();
    renderApp(<Editor onCancel={onCancel} />);
    const table = screen.getByRole('table', { name: 'Test lines' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fireEvent.change(screen.getByLabelText('Line 1 amount'), { target: { value: '0.10' } });
    fireEvent.change(screen.getByLabelText('Line 2 description'), { target: { value: 'Second' } });
    fireEvent.change(screen.getByLabelText('Line 2 amount'), { target: { value: '0.20' } });
    fireEvent.change(screen.getByLabelText('Line 3 amount'), { target: { value: 'abc' } });
    expect(screen.getByTestId('total').textContent).toBe('0.30');

    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    expect((screen.getByLabelText('Line 1 description') as HTMLInputElement).value).toBe('Second');
    expect(screen.queryByLabelText('Line 3 amount')).toBeNull();
    expect(screen.getByTestId('total').textContent).toBe('0.20');

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe('line field errors from a 400 answer', () => {
  it("maps lines[n].field to the sent lines' keys and shows the message under the input", () => {
    const errors = lineFieldErrors(
      [
        { field: 'lines[1].amount', message: 'At most 2 decimal places.' },
        { field: 'lines.0.description', message: 'Required' },
        { field: 'customerId', message: 'Required' },
      ],
      [7, 9],
    );
    expect(errors).toEqual({ '9.amount': 'At most 2 decimal places.', '7.description': 'Required' });
    renderApp(
      <DocumentLinesTable<Line>
        label="Sent lines"
        columns={columns}
        lines={[
          { key: 7, description: '', amount: '1' },
          { key: 9, description: 'Pump', amount: '1.005' },
        ]}
        onChange={() => {}}
        onRemove={() => {}}
        errors={errors}
      />,
    );
    expect(screen.getByText('At most 2 decimal places.')).toBeTruthy();
    expect(screen.getByLabelText('Line 2 amount').getAttribute('aria-invalid')).toBe('true');
  });
});
