import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';

/** Rental items, rental terms and asset schedules of rental contracts (issue 19). */
export async function rentalsModule(_app: FastifyInstance) {}

/** A charge line for a rental contract's billing period, priced from its rental terms. */
export interface RentalChargeLine {
  itemId: number | null;
  description: string;
  /** Decimal strings. */
  quantity: string;
  unitPrice: string;
}

/**
 * What a rental contract charges for [periodStart, periodEnd) (ISO dates, end exclusive): one line per
 * booked asset schedule overlapping the period, by day, week or month as its rental term says. The
 * contract-billing module (money layer) invoices these lines.
 */
export async function rentalChargeLines(
  _db: Db,
  _contractId: number,
  _periodStart: string,
  _periodEnd: string,
): Promise<RentalChargeLine[]> {
  return [];
}
