import { boolean, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';

/** A postal address with its verification state and geocoding result (spec 2 section 3, Address). */
export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  street: text('street'),
  additionalAddressInfo: text('additional_address_info'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  country: text('country').notNull().default('US'),
  isVerified: boolean('is_verified').notNull().default(false),
  isConfirmed: boolean('is_confirmed').notNull().default(false),
  formattedAddress: text('formatted_address'),
  lastQuery: text('last_query'),
  latitude: numeric('latitude', { precision: 10, scale: 7 }),
  longitude: numeric('longitude', { precision: 10, scale: 7 }),
  responseData: jsonb('response_data'),
  overriden: boolean('overriden').notNull().default(false),
  ...auditColumns(),
});
