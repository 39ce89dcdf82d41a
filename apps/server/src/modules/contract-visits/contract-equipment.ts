import type { ContractEquipment } from '@fieldline/contracts/contract-visits/contract-equipment.contract';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { contractLocations, contracts } from '../contracts';
import { equipment } from '../equipment';
import { locations } from '../locations/locations.table';
import { contractVisitEquipment, contractVisitSchedules } from './contract-visits.table';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Contract equipment (`contracts/{id}/equipment` and `searchEquipment`): the active units of the contract's
 * customer at its main and extra locations, each marked covered when the visit schedule lists it.
 */
export async function contractEquipment(
  db: Db,
  contractId: number,
  q: { query?: string; coveredOnly?: boolean; limit: number },
): Promise<ContractEquipment[]> {
  const [c] = await db
    .select({ id: contracts.id, customerId: contracts.customerId, locationId: contracts.locationId })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!c) throw notFound('contract');
  const covered = sql<boolean>`exists (select 1 from ${contractVisitEquipment}
    join ${contractVisitSchedules} on ${contractVisitSchedules.id} = ${contractVisitEquipment.scheduleId}
    where ${contractVisitSchedules.contractId} = ${contractId} and ${contractVisitEquipment.equipmentId} = ${equipment.id})`;
  const atContract = sql`(${equipment.locationId} = ${c.locationId ?? 0}
    or ${equipment.locationId} in (select ${contractLocations.locationId} from ${contractLocations}
      where ${contractLocations.contractId} = ${contractId}))`;
  const like = q.query ? `%${escapeLike(q.query)}%` : null;
  const rows = await db
    .select({
      id: equipment.id,
      name: equipment.name,
      serialNumber: equipment.serialNumber,
      modelNumber: equipment.modelNumber,
      locationId: locations.id,
      locationName: locations.name,
      covered,
    })
    .from(equipment)
    .innerJoin(locations, eq(locations.id, equipment.locationId))
    .where(
      and(
        eq(equipment.customerId, c.customerId),
        eq(equipment.isActive, true),
        atContract,
        q.coveredOnly ? covered : undefined,
        like
          ? or(
              ilike(equipment.name, like),
              ilike(equipment.serialNumber, like),
              ilike(equipment.modelNumber, like),
            )
          : undefined,
      ),
    )
    .orderBy(asc(locations.name), asc(equipment.name), asc(equipment.id))
    .limit(q.limit);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    serialNumber: r.serialNumber,
    modelNumber: r.modelNumber,
    location: { id: r.locationId, name: r.locationName },
    covered: Boolean(r.covered),
  }));
}
