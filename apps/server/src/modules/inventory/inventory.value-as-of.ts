import { Money, moneyString, roundMoney } from '@fieldline/contracts/common/money';
import { lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { inventoryMovements } from './inventory.table';

/** The stock's value on a date: each movement dated on or before it, quantity x unit cost rounded to cents. */
export async function inventoryValueAsOf(db: Db, date: string): Promise<string> {
  const list = await db
    .select({ quantity: inventoryMovements.quantity, unitCost: inventoryMovements.unitCost })
    .from(inventoryMovements)
    .where(lte(inventoryMovements.movementDate, date));
  return moneyString(
    list.reduce((t, m) => t.plus(roundMoney(new Money(m.quantity).times(m.unitCost))), new Money(0)),
  );
}
