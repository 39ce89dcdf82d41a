import type { FastifyInstance } from 'fastify';
import { registerCustomerRelated } from '../customers';
import { registerDocumentSource } from '../documents';
import { setLocationContactsProvider } from '../locations';
import { onMailBounced } from '../mail';
import { contactCountOfCustomer, primaryContactOfCustomer } from './contacts.customer-summary';
import { contactDocumentSource, contactIdsOfLocation } from './contacts.documents';
import { contactIdsOfCustomer } from './contacts.read';
import { markEmailsInvalid } from './contacts.repository';
import { contactRoutes } from './contacts.routes';

// Filled as this module loads (app.ts imports every module before the demo loader or any request runs):
// the modules below read this one's data through their registries, never by importing it.
registerCustomerRelated({
  contactCount: contactCountOfCustomer,
  contactIds: contactIdsOfCustomer,
  primaryContact: primaryContactOfCustomer,
});
setLocationContactsProvider(contactIdsOfLocation);

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
  getContactCards,
  getContactRefs,
} from './contacts.read';
