import type { Db } from '../../platform/db/database';
import { getCompany, listOffices } from '../organization';
import { getSettings } from '../system';
import { getUser } from './users.service';

/** What the web app needs at start: the user's company and offices and the organization settings. */
export async function getOrganizationSettings(db: Db, userId: number) {
  const user = await getUser(db, userId);
  const offices = await listOffices(db, { ids: user.offices.map((o) => o.id) });
  const company = offices[0] ? await getCompany(db, offices[0].companyId) : null;
  return { company, offices, defaultOfficeId: user.defaultOfficeId, settings: await getSettings(db) };
}
