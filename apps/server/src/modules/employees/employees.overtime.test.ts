import { describe, expect, it } from 'vitest';
import { splitOvertime } from './employees.overtime';
import { cases, consecutive } from './employees.overtime.test-kit';

describe('splitOvertime, hand-worked cases', () => {
  it('has at least 30 cases', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('$name', (c) => {
    const entries = c.entries ?? consecutive(c.from as string, c.days as (string | null)[]);
    const got = splitOvertime(entries, c.rule, {
      doubleTime: c.doubleTime ?? false,
      weekStartsOn: c.weekStartsOn ?? 0,
    });
    expect(got.map((d) => [d.date, d.regular, d.overtime, d.doubleTime])).toEqual(c.want);
  });

  it('never loses or adds an hour', () => {
    for (const c of cases) {
      const entries = c.entries ?? consecutive(c.from as string, c.days as (string | null)[]);
      const got = splitOvertime(entries, c.rule, {
        doubleTime: c.doubleTime ?? false,
        weekStartsOn: c.weekStartsOn ?? 0,
      });
      const inHours = entries.reduce((s, e) => s + Number(e.hours) * 100, 0);
      const outHours = got.reduce(
        (s, d) => s + (Number(d.regular) + Number(d.overtime) + Number(d.doubleTime)) * 100,
        0,
      );
      expect(Math.round(outHours)).toBe(Math.round(inHours));
    }
  });
});
