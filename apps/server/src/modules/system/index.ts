import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import { getUser } from '../identity';
import { getCompany, listOffices } from '../organization';
import { getSettings } from './settings.service';
import { systemRoutes } from './system.routes';

export async function systemModule(app: FastifyInstance) {
  await systemRoutes(app);
}

/** What the web app needs at start: the user's company and offices and the organization settings. */
export async function getOrganizationSettings(db: Db, userId: number) {
  const user = await getUser(db, userId);
  const offices = await listOffices(db, { ids: user.offices.map((o) => o.id) });
  const company = offices[0] ? await getCompany(db, offices[0].companyId) : null;
  return { company, offices, defaultOfficeId: user.defaultOfficeId, settings: await getSettings(db) };
}

export { getSettings, patchSettings } from './settings.service';
export { settings } from './system.table';
