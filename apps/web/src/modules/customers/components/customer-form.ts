import type { AddressInput } from '@fieldline/contracts/addresses/addresses.contract';
import type { CreateCustomerBody, Customer } from '@fieldline/contracts/customers/customers.contract';
import type { CustomerOption } from '../../../shared/contacts-manager';

export interface CustomerFormValues {
  name: string;
  accountNumber: string;
  statusId: string | null;
  typeId: string | null;
  currencyId: string | null;
  phone: string;
  email: string;
  billingAddress: AddressInput | null;
  billingCustomer: CustomerOption | null;
  isActive: boolean;
}

export const EMPTY_CUSTOMER_FORM: CustomerFormValues = {
  name: '',
  accountNumber: '',
  statusId: null,
  typeId: null,
  currencyId: null,
  phone: '',
  email: '',
  billingAddress: null,
  billingCustomer: null,
  isActive: true,
};

const blank = (v: string) => (v.trim() === '' ? null : v.trim());
const id = (v: string | null) => (v ? Number(v) : null);

function hasAddress(a: AddressInput | null): boolean {
  return Boolean(a && [a.street, a.city, a.postalCode].some((v) => (v ?? '').trim() !== ''));
}

export function customerBody(v: CustomerFormValues): CreateCustomerBody {
  return {
    name: v.name.trim(),
    accountNumber: v.accountNumber.trim(),
    statusId: id(v.statusId),
    typeId: id(v.typeId),
    currencyId: id(v.currencyId),
    phone: blank(v.phone),
    email: blank(v.email),
    billingAddress: hasAddress(v.billingAddress) ? v.billingAddress : null,
    billingCustomerId: v.billingCustomer?.id ?? null,
  };
}

export function customerFormValues(c: Customer): CustomerFormValues {
  return {
    name: c.name,
    accountNumber: c.accountNumber,
    statusId: c.status ? String(c.status.id) : null,
    typeId: c.type ? String(c.type.id) : null,
    currencyId: c.currency ? String(c.currency.id) : null,
    phone: c.phone ?? '',
    email: c.email ?? '',
    billingAddress: c.billingAddress,
    billingCustomer: c.billingCustomer,
    isActive: c.isActive,
  };
}

export function validateCustomer(v: CustomerFormValues): Record<string, string | null> {
  return {
    name: v.name.trim() === '' ? 'Required' : null,
    accountNumber: v.accountNumber.trim() === '' ? 'Required' : null,
    email:
      v.email.trim() !== '' && !/^\S+@\S+\.\S+$/.test(v.email.trim())
        ? 'Enter a valid e-mail address.'
        : null,
  };
}
