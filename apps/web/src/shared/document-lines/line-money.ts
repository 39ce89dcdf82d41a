import { isDecimalLike, roundMoney, sumMoney } from '@fieldline/contracts/common/money';

/** A typed amount is blank or a decimal; anything else is a mistake to point out, not a zero. */
export const isBadAmount = (s: string) => s.trim() !== '' && !isDecimalLike(s.trim());

/** The amount a line's field counts for in the totals: blank and unreadable input count as zero. */
export const lineAmount = (s: string) =>
  s.trim() !== '' && isDecimalLike(s.trim()) ? roundMoney(s.trim()) : roundMoney(0);

/** The decimal sum of one money field over the lines. */
export const sumLines = <T>(lines: T[], pick: (line: T) => string) =>
  sumMoney(lines.map((l) => lineAmount(pick(l))));
