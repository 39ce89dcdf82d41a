export { NotificationLogPanel } from './NotificationLogPanel';
export { NotificationsRow, type NotificationsRowProps } from './NotificationsRow';
export { type NotificationsOwner, notificationKeys } from './notifications.api';
