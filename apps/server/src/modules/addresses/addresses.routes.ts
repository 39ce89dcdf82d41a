import {
  stateListEntrySchema,
  verifyAddressBodySchema,
  verifyAddressResultSchema,
} from '@fieldline/contracts/addresses/addresses.contract';
import { STATES } from '@fieldline/contracts/addresses/states';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Geocoder } from '../../integrations/geocoder';
import { route } from '../../platform/http/route';

const tags = ['addresses'];

export async function addressRoutes(app: FastifyInstance, geocoder: Geocoder) {
  route(app, {
    method: 'GET',
    url: '/v1/address/stateList',
    access: 'signedIn',
    tags,
    response: z.array(stateListEntrySchema),
    handler: async () => STATES,
  });
  route(app, {
    method: 'POST',
    url: '/v1/address/verify',
    access: { permission: Permission.Locations, level: 1 },
    // Asks the geocoder and writes nothing: no transaction, no idempotency record.
    readOnly: true,
    tags,
    summary: 'Verify an address with the geocoder; verified only at rooftop precision',
    body: verifyAddressBodySchema,
    response: verifyAddressResultSchema,
    handler: ({ body }) => geocoder.geocode(body),
  });
}
