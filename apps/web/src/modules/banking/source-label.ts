/** How a journal entry's source type reads on the bank screens. */
const LABELS: Record<string, string> = {
  BankEntry: 'Bank entry',
  BillPayment: 'Bill payment',
  Payment: 'Payment',
  Deposit: 'Deposit',
  Manual: 'Journal entry',
  Payroll: 'Payroll',
  Expense: 'Expense',
  CardRefund: 'Card refund',
};
export const sourceLabel = (t: string) => LABELS[t] ?? t.replace(/([a-z])([A-Z])/g, '$1 $2');
