import type { HoursOfOperation } from '@fieldline/contracts/locations/locations.contract';
import { silentApi } from '../../app/api';
import { type HoursRow, sameRow, toHoursBody } from './hours-model';

/**
 * Saves the week the way spec 3 section 7 describes: a day without an id is created (POST), a
 * changed day with one is updated (PATCH). One call at a time, so a failure stops the rest and
 * the days already saved keep their new ids.
 */
export async function saveHoursRows(
  locationId: number,
  rows: readonly HoursRow[],
  original: readonly HoursRow[],
): Promise<HoursOfOperation[]> {
  const saved: HoursOfOperation[] = [];
  for (const row of rows) {
    const before = original.find((o) => o.day === row.day);
    if (row.id === undefined) {
      saved.push(
        await silentApi.post<HoursOfOperation>('/locations/hoursOfOperation', toHoursBody(row, locationId)),
      );
    } else if (!before || !sameRow(before, row)) {
      saved.push(
        await silentApi.patch<HoursOfOperation>(
          `/locations/hoursOfOperation/${row.id}`,
          toHoursBody(row, locationId),
        ),
      );
    }
  }
  return saved;
}
