/** Option flags of the contacts manager (spec 3 section 6). */
export interface ContactsManagerOptions {
  canAddContact?: boolean;
  canEditContact?: boolean;
  canAddCustomer?: boolean;
  canLinkContact?: boolean;
  canLinkExternalContact?: boolean;
  canLinkLocation?: boolean;
  usesPrimaryFlag?: boolean;
  usesSignoffFlag?: boolean;
}

export type ResolvedOptions = Required<ContactsManagerOptions>;

export interface ResolveInput {
  customerId?: number | null;
  locationId?: number | null;
  options?: ContactsManagerOptions;
  /** The user's level on the Contacts permission: below 2 nothing can be changed. */
  accessLevel: number;
}

/**
 * Applies the defaults and preconditions: canAddContact and canLinkContact default to true;
 * the location flags need a location, and the primary and signoff flags also need the
 * contact-location update calls, which exist only for a location.
 */
export function resolveOptions({
  customerId,
  locationId,
  options = {},
  accessLevel,
}: ResolveInput): ResolvedOptions {
  if (!customerId && !locationId) {
    // Construction misuse is a developer error (spec 3 section 8), not a user message.
    throw new Error('ContactsManager needs a customerId or a locationId.');
  }
  const hasLocation = Boolean(locationId);
  const canWrite = accessLevel >= 2;
  return {
    canAddContact: canWrite && (options.canAddContact ?? true),
    canEditContact: canWrite && (options.canEditContact ?? false),
    canAddCustomer: canWrite && (options.canAddCustomer ?? false),
    canLinkContact: canWrite && (options.canLinkContact ?? true),
    canLinkExternalContact: canWrite && (options.canLinkExternalContact ?? false),
    canLinkLocation: canWrite && hasLocation && (options.canLinkLocation ?? false),
    usesPrimaryFlag: hasLocation && (options.usesPrimaryFlag ?? false),
    usesSignoffFlag: hasLocation && (options.usesSignoffFlag ?? false),
  };
}
