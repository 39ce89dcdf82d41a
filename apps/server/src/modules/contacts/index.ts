import type { FastifyInstance } from 'fastify';
import { registerDocumentSource } from '../documents';
import { contactDocumentSource } from './contacts.documents';
import { contactRoutes } from './contacts.routes';

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
