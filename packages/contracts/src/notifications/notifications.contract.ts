import { z } from 'zod';

export const NotificationMethod = { Email: 1, Text: 2, Phone: 3 } as const;
export const NOTIFICATION_METHOD_NAMES: Record<number, string> = {
  1: 'E-mail',
  2: 'Text message',
  3: 'Phone call',
};

/** One subscription line: per contact, or for a customer summarised over all its contacts. */
export const subscriptionSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string().nullable(),
  isSubscribed: z.boolean(),
  /** For a customer: how many of its contacts are subscribed / not. */
  subscribed: z.int32().optional(),
  unsubscribed: z.int32().optional(),
  canOptOut: z.boolean().optional(),
  optedOutByContact: z.boolean().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const notificationLogSchema = z.object({
  id: z.int32(),
  contactId: z.int32(),
  contactName: z.string(),
  notificationName: z.string().nullable(),
  method: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  status: z.string(),
  sentDate: z.string(),
});
export type NotificationLog = z.infer<typeof notificationLogSchema>;

export const notificationsQuerySchema = z.object({
  /** true: the delivery log; otherwise the subscriptions. */
  logs: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  includeCanOptOut: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(100).default(10),
});

export const externalEmailSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.'),
});

export const LOG_PAGE_SIZE = 10;
export const SUBSCRIBE_ALL_CONFIRM =
  'This will Subscribe any currently Unsubscribed contact, even if they have chosen to unsibscribe themselves. Are you sure you wish to do this?';
export const UNSUBSCRIBE_ALL_CONFIRM =
  'This will Unsubscribe any currently Subscribed contact. Are you sure you wish to do this?';

/** What the public preferences link shows: nothing but the first name and the subscriptions. */
export const externalSubscriptionsSchema = z.object({
  firstName: z.string(),
  subscriptions: z.array(subscriptionSchema),
});
export type ExternalSubscriptions = z.infer<typeof externalSubscriptionsSchema>;
export const externalParamsSchema = z.object({ uid: z.string().uuid('Not a valid link.') });
export const externalChangeParamsSchema = externalParamsSchema.extend({
  nid: z.coerce.number().check(z.int32()).positive(),
});
export const contactNotificationParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  nid: z.coerce.number().check(z.int32()).positive(),
});

/** The same answer whether the link, the e-mail or the contact is wrong: the link reveals nothing. */
export const EXTERNAL_LINK_INVALID = 'This link is not valid for this e-mail address.';
export const CANNOT_OPT_OUT = 'This notification cannot be changed here; contact us to change it.';
export const NO_ACTIVE_CONTACTS = 'The customer has no active contacts.';

// ---------- Notification types (issue 16: add, copy, PATCH, DELETE, emailoptout) ----------

/** A kind of notification, with the message template that says what it sends. */
export const notificationTypeSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string().nullable(),
  canOptOut: z.boolean(),
  sort: z.int32(),
  isActive: z.boolean(),
  messageTemplate: z.object({ id: z.int32(), name: z.string() }).nullable(),
  subscribedCount: z.int32(),
  optedOutCount: z.int32(),
});
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationTypeListQuerySchema = z.object({
  isActive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  fields: z.string().optional(),
});

export const notificationTypeUpdateSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100).optional(),
  description: z.string().trim().max(500).nullable().optional(),
  canOptOut: z.boolean().optional(),
  sort: z.int32().min(0).max(1_000_000).optional(),
  isActive: z.boolean().optional(),
  messageTemplateId: z.int32().positive().nullable().optional(),
});
export type NotificationTypeUpdate = z.input<typeof notificationTypeUpdateSchema>;
export const COPY_PREFIX = 'Copy of ';
