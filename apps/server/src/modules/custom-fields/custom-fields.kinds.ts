import { Permission, type PermissionId } from '@fieldline/contracts/common/permissions';
import {
  CUSTOM_FIELD_ENTITIES,
  type CustomFieldEntityKind,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import type { Db } from '../../platform/db/database';

type RecordExists = (db: Db, id: number) => Promise<boolean>;

/**
 * Customers and equipment sit above custom fields (a foundation module): each registers, as it loads,
 * how to tell one of its records exists.
 */
const existence = new Map<CustomFieldEntityKind, RecordExists>();

export function registerCustomFieldRecords(kind: CustomFieldEntityKind, exists: RecordExists): void {
  existence.set(kind, exists);
}

const registered =
  (kind: CustomFieldEntityKind): RecordExists =>
  (db, id) => {
    const exists = existence.get(kind);
    if (!exists)
      throw new Error(`custom fields: nothing registered the ${kind} records (is its module loaded?)`);
    return exists(db, id);
  };

/** What differs between the entity kinds: paths, the entity's permission, how to tell a record exists. */
export interface KindConfig {
  kind: CustomFieldEntityKind;
  /** `customer` → /v1/customer-fields, /v1/customer-field-groups ... */
  prefix: string;
  /** `customers` → /v1/customers/:id/properties */
  records: string;
  /** Reading definitions and values (level 1), writing values (level 2). */
  permission: PermissionId;
  /** For 404s: "The customer was not found." */
  recordName: string;
  /** Null while the entity's module does not exist yet (equipment, opportunities): any id is accepted. */
  recordExists: RecordExists | null;
}

export const KINDS: KindConfig[] = [
  {
    kind: 'customer',
    ...CUSTOM_FIELD_ENTITIES.customer,
    permission: Permission.Customers,
    recordName: 'customer',
    recordExists: registered('customer'),
  },
  {
    kind: 'equipment',
    ...CUSTOM_FIELD_ENTITIES.equipment,
    permission: Permission.Equipment,
    recordName: 'equipment',
    recordExists: registered('equipment'),
  },
  {
    kind: 'opportunity',
    ...CUSTOM_FIELD_ENTITIES.opportunity,
    permission: Permission.Opportunities,
    recordName: 'opportunity',
    recordExists: null,
  },
];

export const kindConfig = (kind: CustomFieldEntityKind): KindConfig =>
  KINDS.find((k) => k.kind === kind) as KindConfig;
