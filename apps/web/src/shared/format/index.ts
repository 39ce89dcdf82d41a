/**
 * How values are shown (docs/design-choices.md "How values are shown"): one formatter per kind. The rules
 * live in @fieldline/contracts so the server's PDFs and e-mails show the same text; screens take them from
 * here, and format-guard.test.ts refuses ad-hoc formatting anywhere else in the web app.
 */
import { formatDate } from '@fieldline/contracts/common/dates';
import { formatCount, formatPercent, formatQuantity, toDecimal } from '@fieldline/contracts/common/money';

export {
  ENTER_DATE_MESSAGE,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatHours,
  userDateError,
} from '@fieldline/contracts/common/dates';
export {
  ENTER_NUMBER_MESSAGE,
  formatCount,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatUnitPrice,
} from '@fieldline/contracts/common/money';

/** What a screen shows for a value that is not there. */
export const NONE = '—';

/** A business date as MM/DD/YYYY, or a dash when there is none. */
export const dateOrNone = (v: string | null | undefined) => (v ? formatDate(v) : NONE);

/** A ratio (0.2500) as a percent ("25.00 %"); an undefined ratio (divisor 0) as a dash. */
export const ratioPercent = (ratio: string | null) =>
  ratio === null ? NONE : formatPercent(toDecimal(ratio).times(100));

/**
 * Gross-profit percent on screen: the API keeps the spec's 100 for a collection whose subtotal is 0, but
 * nothing was sold, so a person sees a dash rather than a 100 % profit.
 */
export const grossProfitPercent = (subtotal: string, pct: string) =>
  toDecimal(subtotal).isZero() ? NONE : formatPercent(pct);

/** A file's size: bytes below 1 KB, else kilobytes to one place ("12.5 KB"). */
export const formatFileSize = (bytes: number) =>
  bytes < 1024
    ? `${formatCount(bytes)} B`
    : `${formatQuantity(toDecimal(bytes).div(1024).toDecimalPlaces(1))} KB`;
