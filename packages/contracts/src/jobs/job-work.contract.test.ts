import { describe, expect, it } from 'vitest';
import {
  createSignoffBodySchema,
  hoursBetween,
  isPngDataUrl,
  updateTimesheetsBodySchema,
} from './job-work.contract';

describe('job work contract', () => {
  it('derives hours from start and end, half-even to 2 places', () => {
    expect(hoursBetween('2026-11-20T08:00:00Z', '2026-11-20T10:20:00Z')).toBe('2.33');
    // 0.125 h = 7.5 min: half-even rounds to 0.12, half-up would give 0.13.
    expect(hoursBetween('2026-11-20T08:00:00Z', '2026-11-20T08:07:30Z')).toBe('0.12');
    expect(hoursBetween('2026-11-20T08:00:00Z', null)).toBeNull();
  });

  it('accepts only PNG data URLs', () => {
    expect(isPngDataUrl('data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==')).toBe(true);
    expect(isPngDataUrl('data:image/png;base64,/9j/4AAQSkZJRgABAQ==')).toBe(false);
    expect(isPngDataUrl('data:image/jpeg;base64,iVBORw0KGgoAAAANSUhEUg==')).toBe(false);
    expect(isPngDataUrl('data:image/png;base64,iVBORw0KGgo<script>')).toBe(false);
    expect(createSignoffBodySchema.safeParse({ signatureName: 'Pat', signatureEmail: '' }).success).toBe(
      true,
    );
  });

  it('names the failing row of a several-row update', () => {
    const r = updateTimesheetsBodySchema.safeParse([
      { id: 1, hours: 2 },
      { id: 2, hours: -1 },
    ]);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual([1, 'hours']);
  });
});
