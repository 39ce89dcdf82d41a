import { describe, expect, it } from 'vitest';
import {
  amountForPercent,
  DepositMessages,
  depositBodySchema,
  echeckProblem,
  percentForAmount,
  stripProcedurePrefixes,
} from './payments.contract';

describe('deposit rules', () => {
  it('links percent and amount through the job amount, rounding half to even', () => {
    expect(amountForPercent('1234.50', '25')).toBe('308.62');
    expect(amountForPercent('1000', '12.5')).toBe('125.00');
    expect(percentForAmount('1000', '125')).toBe('12');
    expect(percentForAmount('1000', '135')).toBe('14');
    expect(percentForAmount('0', '10')).toBeNull();
    expect(amountForPercent('1000', 'x')).toBeNull();
  });

  it('checks the e-check fields in order, the routing number exactly 9 characters', () => {
    const ok = { name: 'Pat', number: '1', routing: '021000021', account: '1234' };
    expect(echeckProblem(ok)).toBeNull();
    expect(echeckProblem({ ...ok, name: ' ' })).toBe('Please enter the name on the check.');
    expect(echeckProblem({ ...ok, number: '' })).toBe('Please enter the check number.');
    expect(echeckProblem({ ...ok, routing: '02100002' })).toBe(
      'The routing number must be exactly 9 characters.',
    );
    expect(echeckProblem({ ...ok, account: null })).toBe('Please enter the account number.');
  });

  it('keeps the spec texts and strips stored-procedure prefixes', () => {
    expect(DepositMessages.altCurrency('Canadian Dollar', 'CAD')).toBe(
      'This Customer uses Canadian Dollar. Please enter the amount in CAD.',
    );
    expect(DepositMessages.confirmButton).toBe('Yes, Create Deposit');
    expect(stripProcedurePrefixes('usp_Invoice_CreateDeposit: Customer is on hold')).toBe(
      'Customer is on hold',
    );
  });

  it('takes the PascalCase payload as written and defaults source and address types', () => {
    const parsed = depositBodySchema.parse({ CustomerId: 3, DepositAmount: 10, InvoiceDate: '2026-11-10' });
    expect(parsed).toMatchObject({
      DepositAmount: '10.00',
      InvoiceSource: 'Customer',
      shipToType: 'B',
      soldToType: 'B',
    });
  });
});
