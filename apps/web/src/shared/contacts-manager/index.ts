export {
  type AccountNumberCheck,
  DUPLICATE_ACCOUNT_NUMBER,
  isAccountNumberTaken,
  useAccountNumberCheck,
} from './account-number-check';
export { ContactsManager, type ContactsManagerProps } from './ContactsManager';
export { type CustomerOption, CustomerSelect, type CustomerSelectProps } from './CustomerSelect';
export { contactKeys } from './contacts-manager.api';
export { useCustomerLocations } from './customer-locations';
export { type ContactsManagerOptions, type ResolvedOptions, resolveOptions } from './options';
