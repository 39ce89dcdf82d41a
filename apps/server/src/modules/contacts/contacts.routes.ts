import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  contactLinkParamsSchema,
  contactLocationSchema,
  contactRowSchema,
  contactSchema,
  contactSearchQuerySchema,
  createContactBodySchema,
  customerContactsQuerySchema,
  receiveSignoffsBodySchema,
  updateContactBodySchema,
} from '@fieldline/contracts/contacts/contacts.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import * as links from './contact-links.service';
import { customerContacts, getContact, searchContacts } from './contacts.read';
import * as service from './contacts.service';

const read = { permission: Permission.Contacts, level: 1 } as const;
const full = { permission: Permission.Contacts, level: 2 } as const;
const tags = ['contacts'];

export async function contactRoutes(app: FastifyInstance) {
  // The legacy path of the web's contact typeahead answers exactly like the /v1 call.
  for (const url of ['/v1/contacts/search', '/FS_API/v1/contacts/search']) {
    route(app, {
      method: 'GET',
      url,
      access: read,
      tags,
      query: contactSearchQuerySchema,
      response: searchResultSchema(contactRowSchema),
      summary:
        'Search contacts by name or e-mail (excludeId, isActive, filterCompanyId, customerId, locationId, email)',
      handler: ({ db, query }) => searchContacts(db, query),
    });
  }
  route(app, {
    method: 'GET',
    url: '/v1/contacts/:id',
    access: read,
    tags,
    params: idParams,
    response: contactSchema,
    handler: ({ db, params }) => getContact(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/contacts',
    access: full,
    tags,
    status: 201,
    body: createContactBodySchema,
    response: contactSchema,
    summary: 'Create a contact, optionally with a new customer and linked to a location',
    handler: (ctx) => service.createContact(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/contacts/:id',
    access: full,
    tags,
    params: idParams,
    body: updateContactBodySchema,
    response: contactSchema,
    handler: (ctx) => service.updateContact(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/contacts/:id',
    access: full,
    tags,
    status: 204,
    params: idParams,
    summary: 'Deactivate the contact and unlink it from its locations',
    handler: (ctx) => service.deleteContact(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/v1/contacts/:id/location/:locId',
    access: full,
    tags,
    status: 201,
    params: contactLinkParamsSchema,
    response: contactLocationSchema,
    summary: 'Link the contact to a location (linking twice keeps the first link)',
    handler: (ctx) => links.linkLocation(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/contacts/:id/location/:locId',
    access: full,
    tags,
    status: 204,
    params: contactLinkParamsSchema,
    summary: 'Unlink the contact from a location; its signoffs for the location end with the link',
    handler: (ctx) => links.unlinkLocation(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/contacts/:id/location/:locId/receiveSignoffs',
    access: full,
    tags,
    params: contactLinkParamsSchema,
    body: receiveSignoffsBodySchema,
    response: contactLocationSchema,
    handler: (ctx) => links.setReceiveSignoffs(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/customers/:id/contacts',
    access: read,
    tags,
    params: idParams,
    query: customerContactsQuerySchema,
    response: z.array(contactRowSchema),
    summary: 'The customer’s contacts, active ones first',
    handler: ({ db, params, query }) => customerContacts(db, params.id, query.isActive),
  });
}
