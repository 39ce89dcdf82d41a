import { Messages } from '@fieldline/contracts/common/errors';
import type { BuildEquipmentResult } from '@fieldline/contracts/jobs/job-work.contract';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { createEquipment } from '../equipment';
import { itemSummaries } from '../items';
import { linkPropertyEquipment, ownerEquipmentProperties } from '../line-items';
import { linkEquipment, listJobEquipment } from './job-equipment.service';
import { jobHead } from './job-work.shared';

/**
 * Turns the equipment properties of the job's lines (one per serial-numbered unit) into customer
 * equipment at the job's location, links each property to its new equipment and puts the equipment on
 * the job. A property already linked is skipped, so running it again builds nothing twice. With
 * `lineItemIds`, only those lines' properties are built.
 */
export async function buildEquipment(
  db: Db,
  userId: number,
  jobId: number,
  lineItemIds: number[] | undefined,
): Promise<BuildEquipmentResult> {
  const job = await jobHead(db, jobId, true);
  const props = await ownerEquipmentProperties(db, 'Job', jobId);
  if (lineItemIds) {
    const lines = new Set(props.map((p) => p.lineItemId));
    const errors = lineItemIds.flatMap((id, i) =>
      lines.has(id)
        ? []
        : [{ field: `lineItemIds[${i}]`, message: 'The line has no equipment properties on this job.' }],
    );
    if (errors.length) throw badRequest(Messages.validation, errors);
  }
  const wanted = lineItemIds ? props.filter((p) => lineItemIds.includes(p.lineItemId)) : props;
  const pending = wanted.filter((p) => p.equipmentId === null);
  const items = await itemSummaries(
    db,
    pending.map((p) => p.itemId),
  );
  const created: BuildEquipmentResult['created'] = [];
  for (const p of pending) {
    const item = items.get(p.itemId);
    const unit = await createEquipment(
      db,
      { user: { id: userId } },
      {
        customerId: job.customerId,
        locationId: job.locationId,
        itemId: p.itemId,
        name: (p.name?.trim() || item?.name || p.lineDescription || 'Equipment').slice(0, 200),
        description: (p.description ?? p.lineDescription ?? '').slice(0, 2000),
        serialNumber: p.serialNumber,
        modelNumber: p.modelNumber,
      },
    );
    created.push({ propertyId: p.id, equipmentId: unit.id });
  }
  await linkPropertyEquipment(
    db,
    created.map((c) => ({ propertyId: c.propertyId, equipmentId: c.equipmentId })),
    userId,
  );
  // Units built earlier go back on the job too (someone may have removed them from it).
  const earlier = wanted.flatMap((p) => (p.equipmentId ? [p.equipmentId] : []));
  await linkEquipment(db, jobId, [...created.map((c) => c.equipmentId), ...earlier]);
  return { created, equipment: await listJobEquipment(db, jobId) };
}
