import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One way to show things: money, quantities, percents, counts, hours and dates go through the shared
 * formatters (shared/format, from @fieldline/contracts). This fails when a screen formats a value by hand.
 */
const SRC = join(import.meta.dirname, '..', '..');

const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  {
    pattern: /\.toFixed\(\s*[^)\s]/,
    why: 'fixed places by hand: use formatMoney / formatUnitPrice / moneyString',
  },
  { pattern: /\.toLocaleString\(/, why: 'locale formatting: use formatCount / formatMoney / formatDate' },
  { pattern: /Intl\.(NumberFormat|DateTimeFormat)/, why: 'Intl formatting: use the shared formatters' },
  { pattern: /currencySymbol/, why: 'formatMoney always shows the symbol' },
  { pattern: /`\$\$\{|>\$\{/, why: 'a hand-placed dollar sign: use formatMoney' },
  { pattern: /\.format\(\s*['"](MM\/DD|M\/D|DD\/MM|YYYY\/)/, why: 'a date pattern by hand: use formatDate' },
  { pattern: /slice\(5, 7\)\}\//, why: 'a date rearranged by hand: use formatDate / formatDateRange' },
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('value formatting', () => {
  it('has no ad-hoc money, number or date formatting outside the shared formatters', () => {
    const found: string[] = [];
    for (const file of sources(SRC)) {
      const rel = relative(SRC, file);
      if (rel.startsWith(join('shared', 'format'))) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const { pattern, why } of FORBIDDEN) {
            if (pattern.test(line)) found.push(`${rel}:${i + 1} ${why}: ${line.trim()}`);
          }
        });
    }
    expect(found).toEqual([]);
  });

  it('catches the patterns it is meant to catch', () => {
    const caught = (line: string) => FORBIDDEN.some(({ pattern }) => pattern.test(line));
    expect(caught('{total.toFixed(2)}')).toBe(true);
    expect(caught("n.toLocaleString('en-US')")).toBe(true);
    expect(caught("formatMoney(v, { currencySymbol: '$' })")).toBe(true);
    expect(caught('`$${formatMoney(v)}`')).toBe(true);
    expect(caught("dayjs(v).format('MM/DD/YYYY')")).toBe(true);
    expect(caught('toDecimal(v).toFixed()')).toBe(false);
  });
});
