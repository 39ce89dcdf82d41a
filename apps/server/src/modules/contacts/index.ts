import type { FastifyInstance } from 'fastify';
import { registerDocumentSource } from '../documents';
import { onMailBounced } from '../mail';
import { contactDocumentSource } from './contacts.documents';
import { markEmailsInvalid } from './contacts.repository';
import { contactRoutes } from './contacts.routes';

export async function contactsModule(app: FastifyInstance) {
  await contactRoutes(app);
  registerDocumentSource('Contact', contactDocumentSource);
  // An address a mail server refused for good is no longer a valid one.
  onMailBounced(markEmailsInvalid);
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
