import { Permission } from '@fieldline/contracts/common/permissions';
import { PREVAILING_WAGE_RATE_MAX } from '@fieldline/contracts/reference-codes/reference-codes.contract';
import type { CodeColumn, CodeListShape } from '../../shared/reference-codes';

export interface PanelDef {
  /** Tab value, also the ?tab= of the page address. */
  value: string;
  title: string;
  itemLabel: string;
  path: string;
  permission: number;
  shape: CodeListShape;
}

const sort: CodeColumn = { field: 'sort', label: 'Sort', kind: 'sort', width: 90 };
const active: CodeColumn = { field: 'isActive', label: 'Active', kind: 'boolean', width: 70 };
const text = (field: string, label: string, maxLength: number, required = false): CodeColumn => ({
  field,
  label,
  kind: 'text',
  maxLength,
  required,
});

/** The reference-code panels of spec 3 §2, in the order of the administration page's tabs. */
export const PANELS: PanelDef[] = [
  {
    value: 'payroll-categories',
    title: 'Payroll categories',
    itemLabel: 'payroll category',
    path: '/employees/payrollcategories',
    permission: Permission.Payroll,
    shape: {
      codeField: 'category',
      descriptionField: 'categoryDescription',
      columns: [
        { ...text('category', 'Category', 50, true), width: 200 },
        text('categoryDescription', 'Description', 200),
        sort,
        active,
      ],
    },
  },
  {
    value: 'payroll-codes',
    title: 'Payroll codes',
    itemLabel: 'payroll code',
    path: '/employees/payrollcodes',
    permission: Permission.Payroll,
    shape: {
      codeField: 'payCode',
      descriptionField: 'payCodeDescription',
      columns: [
        { ...text('payCode', 'Pay code', 50, true), width: 160 },
        text('payCodeDescription', 'Description', 200),
        sort,
        active,
      ],
    },
  },
  {
    value: 'prevailing-wage-codes',
    title: 'Prevailing wage codes',
    itemLabel: 'prevailing wage code',
    path: '/prevailingWage/codes',
    permission: Permission.Payroll,
    shape: {
      codeField: 'code',
      descriptionField: 'description',
      columns: [
        { ...text('code', 'Code', 50, true), width: 160 },
        text('description', 'Description', 200),
        {
          field: 'prevailingWageRate',
          label: 'Rate',
          kind: 'decimal',
          scale: 4,
          max: PREVAILING_WAGE_RATE_MAX,
          required: true,
          width: 140,
        },
        sort,
      ],
    },
  },
  {
    value: 'package-types',
    title: 'Service package types',
    itemLabel: 'package type',
    path: '/servicepackage/types',
    permission: Permission.ServicePackages,
    shape: {
      codeField: 'name',
      descriptionField: 'category',
      columns: [{ ...text('name', 'Name', 100, true), width: 260 }, text('category', 'Category', 100), sort],
    },
  },
  {
    value: 'exemption-codes',
    title: 'Tax exemption codes',
    itemLabel: 'exemption code',
    path: '/tax/exemptionCodes',
    permission: Permission.TaxService,
    // Spec 3 §5: on add the code is required; description and sort are optional.
    shape: {
      codeField: 'code',
      descriptionField: 'description',
      columns: [
        { ...text('code', 'Code', 50, true), width: 160 },
        text('description', 'Description', 200),
        sort,
      ],
    },
  },
];
