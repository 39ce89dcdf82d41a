import type { FastifyInstance } from 'fastify';
import { contactRoutes } from './contacts.routes';

export async function contactsModule(app: FastifyInstance) {
  await contactRoutes(app);
}

export { contactCountOfCustomer, primaryContactOfCustomer } from './contacts.customer-summary';
export {
  type ContactRef,
  contactIdsOfCustomer,
  getContact,
  getContactByUid,
  getContactRefs,
} from './contacts.read';
