import type { FastifyInstance } from 'fastify';
import { rentalRoutes } from './rentals.routes';

/** Rental items, rental terms, asset schedules and substitutions of rental contracts (issue 19). */
export async function rentalsModule(app: FastifyInstance) {
  await rentalRoutes(app);
}

export { type RentalChargeLine, rateUnits, rentalChargeLines } from './rentals.charges';
export * from './rentals.table';
