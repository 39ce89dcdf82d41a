import type { FastifyInstance } from 'fastify';
import { registerDocumentSource } from '../documents';
import { rentalTermsDocumentSource } from './rentals.documents';
import { assetMetricsRoutes } from './rentals.metrics.routes';
import { rentalRoutes } from './rentals.routes';

/** Rental items, rental terms, asset schedules and substitutions of rental contracts (issue 19). */
export async function rentalsModule(app: FastifyInstance) {
  await rentalRoutes(app);
  await assetMetricsRoutes(app);
  registerDocumentSource('RentalTerms', rentalTermsDocumentSource);
}

export { type RentalChargeLine, rateUnits, rentalChargeLines } from './rentals.charges';
export * from './rentals.table';
export { listTerms } from './rentals.terms';
