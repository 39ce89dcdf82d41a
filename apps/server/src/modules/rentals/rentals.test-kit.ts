import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { unique } from '../../../test/factories';
import { assetGroups, assetStatuses, assets, assetTypes } from '../assets/assets.table';
import { api, seedContract, t } from '../contract-visits/contract-visits.test-kit';
import { contractTypes } from '../contracts/contracts.table';
import { offices } from '../organization/organization.table';

/** The rental tests' set-up over the visit tests' app (useVisitsApp): groups of units, contracts, terms. */

/** A new asset group with `units` rentable, available assets of its own. */
export async function fleet(units: number) {
  const db = t.database.db;
  const [group] = await db
    .insert(assetGroups)
    .values({ name: unique('Lift') })
    .returning();
  const [type] = await db.select().from(assetTypes).limit(1);
  const [status] = await db.select().from(assetStatuses).where(eq(assetStatuses.isAvailable, true)).limit(1);
  const [office] = await db.select().from(offices).orderBy(asc(offices.id)).limit(1);
  const rows = await db
    .insert(assets)
    .values(
      Array.from({ length: units }, (_, i) => ({
        assetNumber: unique(`R${i}`),
        name: `${group.name} unit ${i + 1}`,
        typeId: type.id,
        statusId: status.id,
        officeId: office.id,
        groupId: group.id,
        isRentable: true,
      })),
    )
    .returning({ id: assets.id });
  return { groupId: group.id, assetIds: rows.map((r) => r.id) };
}

export async function rentalContract(values: Record<string, unknown> = {}) {
  const [type] = await t.database.db.select().from(contractTypes).where(eq(contractTypes.isRental, true));
  return seedContract({ typeId: type.id, billingSchedule: 'Monthly', ...values });
}

export const termUrl = (contractId: number, groupId: number, start: string) =>
  `/v1/contracts/rentalterms/${contractId}/${groupId}/${start}`;

export async function addTerm(
  contractId: number,
  groupId: number,
  start: string,
  body: Record<string, unknown>,
) {
  const res = await api('POST', termUrl(contractId, groupId, start), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
