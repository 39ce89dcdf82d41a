import {
  payrollCategories,
  payrollCodes,
  prevailingWageCodes,
  taxExemptionCodes,
} from '../modules/reference-codes';
import { servicePackageTypes } from '../modules/service-packages';
import type { Db } from '../platform/db/database';

/** Sort numbers follow the list order, as a panel that was dragged into shape leaves them. */
const sorted = <T>(rows: T[]) => rows.map((r, sort) => ({ ...r, sort }));

/** Reference codes a mechanical and electrical contractor in Colorado would keep. */
export async function seedReferenceCodes(db: Db): Promise<void> {
  await db.insert(payrollCategories).values(
    sorted([
      { category: 'Earnings', categoryDescription: 'Hourly and salaried wages' },
      { category: 'Overtime', categoryDescription: 'Overtime and double time premiums' },
      { category: 'Leave', categoryDescription: 'Paid vacation, sick and holiday time' },
      { category: 'Supplemental', categoryDescription: 'Bonuses and commissions' },
      { category: 'Reimbursement', categoryDescription: 'Non-taxable expense reimbursements' },
      {
        category: 'Per diem',
        categoryDescription: 'Travel per diem (replaced by Reimbursement)',
        isActive: false,
      },
    ]),
  );
  await db.insert(payrollCodes).values(
    sorted([
      { payCode: 'REG', payCodeDescription: 'Regular time' },
      { payCode: 'OT', payCodeDescription: 'Overtime (1.5x)' },
      { payCode: 'DT', payCodeDescription: 'Double time (2x)' },
      { payCode: 'HOL', payCodeDescription: 'Holiday pay' },
      { payCode: 'VAC', payCodeDescription: 'Vacation' },
      { payCode: 'SICK', payCodeDescription: 'Sick leave (Colorado HFWA)' },
      { payCode: 'BON', payCodeDescription: 'Bonus' },
      { payCode: 'COMM', payCodeDescription: 'Sales commission' },
      { payCode: 'MILE', payCodeDescription: 'Mileage reimbursement' },
      { payCode: 'SHOP', payCodeDescription: 'Shop time (old code)', isActive: false },
    ]),
  );
  await db.insert(prevailingWageCodes).values(
    sorted([
      {
        code: 'ELEC-JW',
        description: 'Electrician, journeyman (Denver County)',
        prevailingWageRate: '48.2500',
      },
      { code: 'ELEC-AP1', description: 'Electrician apprentice, first year', prevailingWageRate: '24.1300' },
      { code: 'PLMB-JW', description: 'Plumber and pipefitter, journeyman', prevailingWageRate: '45.9000' },
      {
        code: 'SHMT-JW',
        description: 'Sheet metal worker (HVAC), journeyman',
        prevailingWageRate: '43.7500',
      },
      { code: 'OPER', description: 'Power equipment operator', prevailingWageRate: '39.1500' },
      { code: 'LAB', description: 'General laborer', prevailingWageRate: '22.6800' },
    ]),
  );
  await db.insert(taxExemptionCodes).values(
    sorted([
      { code: 'A', description: 'Federal government' },
      { code: 'B', description: 'State or local government' },
      { code: 'E', description: 'Charitable organization' },
      { code: 'F', description: 'Religious organization' },
      { code: 'G', description: 'Resale' },
      { code: 'H', description: 'Agricultural production' },
      { code: 'I', description: 'Industrial production or manufacturing' },
      { code: 'M', description: 'Educational organization' },
    ]),
  );
  await db.insert(servicePackageTypes).values(
    sorted([
      { name: 'Preventive maintenance', category: 'Maintenance' },
      { name: 'Seasonal tune-up', category: 'Maintenance' },
      { name: 'Installation', category: 'Install' },
      { name: 'Repair', category: 'Service' },
      { name: 'Inspection', category: 'Compliance' },
      { name: 'Warranty', category: 'Service' },
    ]),
  );
}
