import { moneyString } from '@fieldline/contracts/common/money';
import type {
  ExemptionCode,
  PayrollCategory,
  PayrollCode,
  PrevailingWageCode,
} from '@fieldline/contracts/reference-codes/reference-codes.contract';
import type { CodeListKind } from '../../platform/code-lists/code-list';
import {
  payrollCategories,
  payrollCodes,
  prevailingWageCodes,
  taxExemptionCodes,
} from './reference-codes.table';

export const payrollCategoryKind: CodeListKind<PayrollCategory> = {
  entity: 'payrollCategory',
  label: 'payroll category',
  table: payrollCategories,
  codeField: 'category',
  codeLabel: 'category',
  descriptionField: 'categoryDescription',
  hasIsActive: true,
  fields: ['category', 'categoryDescription', 'sort', 'isActive'],
};

export const payrollCodeKind: CodeListKind<PayrollCode> = {
  entity: 'payrollCode',
  label: 'payroll code',
  table: payrollCodes,
  codeField: 'payCode',
  codeLabel: 'pay code',
  descriptionField: 'payCodeDescription',
  hasIsActive: true,
  fields: ['payCode', 'payCodeDescription', 'sort', 'isActive'],
};

export const prevailingWageCodeKind: CodeListKind<PrevailingWageCode> = {
  entity: 'prevailingWageCode',
  label: 'prevailing wage code',
  table: prevailingWageCodes,
  codeField: 'code',
  codeLabel: 'code',
  descriptionField: 'description',
  hasIsActive: false,
  fields: ['code', 'description', 'sort', 'prevailingWageRate'],
  // numeric(12,4) comes back as text already; formatting keeps "48.2500" on both databases.
  format: { prevailingWageRate: (v) => moneyString(String(v), 4) },
};

export const exemptionCodeKind: CodeListKind<ExemptionCode> = {
  entity: 'taxExemptionCode',
  label: 'tax exemption code',
  table: taxExemptionCodes,
  codeField: 'code',
  codeLabel: 'code',
  descriptionField: 'description',
  hasIsActive: false,
  fields: ['code', 'description', 'sort'],
};
