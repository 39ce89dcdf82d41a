export { AddressDisplay, AddressPanel, type AddressPanelProps } from './AddressPanel';
export { AddressStatusBadge } from './AddressStatusBadge';
export { useStateList, verifyAddress } from './address.api';
export {
  type AddressField,
  type AddressValue,
  addressLines,
  addressStatus,
  canVerify,
  emptyAddress,
  isBlankAddress,
  isValidPostalCode,
  toAddressValue,
} from './address-model';
