import type { FastifyInstance } from 'fastify';
import { registerEmployeeEventSource } from '../employees';
import { registerBusySource } from '../jobs';
import { eventBusySource } from './events.busy';
import { employeeEvents } from './events.employee';
import { eventRoutes } from './events.routes';

// Filled as this module loads (decision 024): time off, blocks and meetings are busy time for the
// technician booking guard, and an employee's availability and events include them.
registerBusySource(eventBusySource);
registerEmployeeEventSource(employeeEvents);

export async function eventsModule(app: FastifyInstance) {
  await eventRoutes(app);
}

export { eventBusySource } from './events.busy';
export { fromFloating, toFloating } from './events.recurrence';
export {
  eventAttendees,
  eventExceptions,
  eventPriorities,
  eventStatuses,
  events,
  eventTypes,
} from './events.table';
