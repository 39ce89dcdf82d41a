import type { GlAccount } from '@fieldline/contracts/ledger/ledger.contract';
import type { LineColumn } from '../document-lines';
import { GlAccountSelect, type GlAccountSelectProps } from './GlAccountSelect';

/**
 * A lines-table column picking each line's GL account; `name` gives the picker's aria name from the line's
 * index, and `patch` turns the pick into the line's change (some lines keep the code as well as the id).
 */
export function glAccountColumn<T>(opts: {
  name: (index: number) => string;
  value: (line: T) => number | null;
  patch: (accountId: number | null, account: GlAccount | null) => Partial<T>;
  width?: number | string;
  picker?: Pick<GlAccountSelectProps, 'excludeRoles' | 'isInventory' | 'pageSize' | 'placeholder'>;
}): LineColumn<T> {
  return {
    header: 'GL account',
    width: opts.width,
    cell: (line, { index, set }) => (
      <GlAccountSelect
        {...opts.picker}
        aria-label={opts.name(index)}
        value={opts.value(line)}
        onChange={(id, account) => set(opts.patch(id, account))}
      />
    ),
  };
}
