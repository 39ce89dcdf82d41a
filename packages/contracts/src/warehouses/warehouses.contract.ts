import { z } from 'zod';
import { auditFieldsSchema } from '../common/pagination';

/**
 * Every warehouse answer carries this header, "true" or "false", from the UseSingleBinInventory
 * setting (spec 3 §7: "the single-bin-inventory response header is requested"). With "true" each
 * warehouse keeps stock in its one default bin and pickers hide the bin choice.
 */
export const SINGLE_BIN_HEADER = 'x-single-bin-inventory';

const bool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const id = z.coerce.number().check(z.int32()).positive();
const name = z.string().trim().min(1).max(100);

export const binSchema = z.object({
  id: z.int32(),
  name: z.string(),
  sort: z.int32(),
  isActive: z.boolean(),
});
export type Bin = z.infer<typeof binSchema>;

/** Spec 3 §3 Warehouse: id, name, bins (id, name); plus what the admin page needs. */
export const warehouseSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    officeId: z.int32(),
    officeName: z.string(),
    isVan: z.boolean(),
    /** The technician who drives a van. */
    employeeId: z.int32().nullable(),
    employeeName: z.string().nullable(),
    isActive: z.boolean(),
    bins: z.array(binSchema),
  })
  .extend(auditFieldsSchema.shape);
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehouseListQuerySchema = z.object({
  officeId: id.optional(),
  isVan: bool,
  active: bool,
  fields: z.string().optional(),
});

const binInput = z.object({ name });
export const createWarehouseBodySchema = z.object({
  name,
  officeId: z.int32().positive(),
  isVan: z.boolean().default(false),
  employeeId: z.int32().positive().nullish(),
  isActive: z.boolean().default(true),
  /** A warehouse without bins gets one bin named "Main" (stock always lives in a bin). */
  bins: z.array(binInput).max(500).default([]),
});

/**
 * PATCH: fields sent change. `bins` lists bins to add (no id), rename or (de)activate (with id);
 * bins not listed stay as they are. Bins are never deleted: movements point at them.
 */
export const updateWarehouseBodySchema = z.object({
  version: z.int32(),
  name: name.optional(),
  officeId: z.int32().positive().optional(),
  isVan: z.boolean().optional(),
  employeeId: z.int32().positive().nullable().optional(),
  isActive: z.boolean().optional(),
  bins: z
    .array(
      z.object({
        id: z.int32().positive().optional(),
        name: name.optional(),
        isActive: z.boolean().optional(),
      }),
    )
    .max(500)
    .optional(),
});

/** What other modules show of a warehouse or bin (warehouseSummaries / binSummaries). */
export const warehouseSummarySchema = z.object({
  id: z.int32(),
  name: z.string(),
  officeId: z.int32(),
  isVan: z.boolean(),
  isActive: z.boolean(),
});
export type WarehouseSummary = z.infer<typeof warehouseSummarySchema>;
export const binSummarySchema = z.object({
  id: z.int32(),
  name: z.string(),
  warehouseId: z.int32(),
  warehouseName: z.string(),
  officeId: z.int32(),
  isVan: z.boolean(),
  isActive: z.boolean(),
});
export type BinSummary = z.infer<typeof binSummarySchema>;

// ---- Warehouse offices: which offices source from which warehouses (spec 2 §3) ----

export const warehouseOfficeSchema = z.object({
  id: z.int32(),
  officeId: z.int32(),
  officeName: z.string(),
  warehouseId: z.int32(),
  warehouseName: z.string(),
  isVan: z.boolean(),
  canSourceFrom: z.boolean(),
  autoSourceFrom: z.boolean(),
  /** The office's default warehouse; at most one per office (setting one clears the others). */
  isDefault: z.boolean(),
});
export type WarehouseOffice = z.infer<typeof warehouseOfficeSchema>;
export const warehouseOfficeQuerySchema = z.object({ officeId: id.optional(), warehouseId: id.optional() });
export const createWarehouseOfficeBodySchema = z.object({
  officeId: z.int32().positive(),
  warehouseId: z.int32().positive(),
  canSourceFrom: z.boolean().default(true),
  autoSourceFrom: z.boolean().default(false),
  isDefault: z.boolean().default(false),
});
export const updateWarehouseOfficeBodySchema = z.object({
  canSourceFrom: z.boolean().optional(),
  autoSourceFrom: z.boolean().optional(),
  isDefault: z.boolean().optional(),
});

const warehouseRef = z.object({ id: z.int32(), name: z.string(), isVan: z.boolean() });
/** Spec 2 §3 Office (for sourcing): id, name, defaultWarehouse, warehouses (canSourceFrom, autoSourceFrom, warehouse id, name, isVan). */
export const officeSourcingSchema = z.object({
  id: z.int32(),
  name: z.string(),
  defaultWarehouse: warehouseRef.nullable(),
  warehouses: z.array(
    z.object({ canSourceFrom: z.boolean(), autoSourceFrom: z.boolean(), warehouse: warehouseRef }),
  ),
});
export type OfficeSourcing = z.infer<typeof officeSourcingSchema>;

// ---- Assignments: employees who work out of a warehouse ----

export const warehouseAssignmentSchema = z.object({
  id: z.int32(),
  warehouseId: z.int32(),
  warehouseName: z.string(),
  isVan: z.boolean(),
  employeeId: z.int32(),
  employeeName: z.string(),
  isPrimary: z.boolean(),
});
export type WarehouseAssignment = z.infer<typeof warehouseAssignmentSchema>;
export const assignmentQuerySchema = z.object({ warehouseId: id.optional(), employeeId: id.optional() });
export const createAssignmentBodySchema = z.object({
  warehouseId: z.int32().positive(),
  employeeId: z.int32().positive(),
  isPrimary: z.boolean().default(false),
});
export const updateAssignmentBodySchema = z.object({ isPrimary: z.boolean() });

// ---- Default bin per item and warehouse (spec 3 §7) ----

export const defaultBinQuerySchema = z.object({ warehouseId: id });
export const defaultBinSchema = z.object({ id: z.int32(), name: z.string() });
export type DefaultBin = z.infer<typeof defaultBinSchema>;
export const setDefaultBinBodySchema = z.object({
  warehouseId: z.int32().positive(),
  binId: z.int32().positive(),
});

export const WAREHOUSE_MESSAGES = {
  binNotInWarehouse: 'The bin does not belong to the warehouse.',
  duplicateBin: 'Bin names must be unique within a warehouse.',
  noBins: 'The warehouse has no active bin.',
} as const;
