import type { FastifyInstance } from 'fastify';
import { registerCustomerRelated } from '../customers';
import { registerDocumentSource } from '../documents';
import { contactCountOfCustomer, primaryContactOfCustomer } from './contacts.customer-summary';
import { contactDocumentSource } from './contacts.documents';
import { contactIdsOfCustomer } from './contacts.read';
import { contactRoutes } from './contacts.routes';

registerCustomerRelated({
  contactCount: contactCountOfCustomer,
  contactIds: contactIdsOfCustomer,
  primaryContact: primaryContactOfCustomer,
});

export async function contactsModule(app: FastifyInstance) {
  await contactRoutes(app);
  registerDocumentSource('Contact', contactDocumentSource);
}

export { contactCountOfCustomer, primaryContactOfCustomer } from './contacts.customer-summary';
export { contactIdsOfLocation } from './contacts.documents';
export {
  type ContactRef,
  contactIdsOfCustomer,
  getContact,
  getContactByUid,
  getContactRefs,
} from './contacts.read';
