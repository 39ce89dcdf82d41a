import { isDecimalLike } from '@fieldline/contracts/common/money';
import {
  type CreateItemBody,
  type Item,
  quantityScaleProblem,
} from '@fieldline/contracts/items/items.contract';

/** Form values: selects hold ids as strings, numbers as typed text (sent as decimal strings). */
export interface ItemFormValues {
  itemCode: string;
  name: string;
  description: string;
  typeId: string;
  categoryId: string;
  manufacturerId: string;
  itemLineId: string;
  markupId: string;
  systemType: string;
  unitOfMeasure: string;
  supplierPartNumber: string;
  quantityStep: string;
  quantityDecimals: string;
  cost: string;
  materialCost: string;
  price: string;
  isTaxable: boolean;
  isEquipment: boolean;
  isActive: boolean;
}

export const EMPTY_ITEM: ItemFormValues = {
  itemCode: '',
  name: '',
  description: '',
  typeId: '',
  categoryId: '',
  manufacturerId: '',
  itemLineId: '',
  markupId: '',
  systemType: '',
  unitOfMeasure: 'EA',
  supplierPartNumber: '',
  quantityStep: '1',
  quantityDecimals: '0',
  cost: '0',
  materialCost: '0',
  price: '0',
  isTaxable: true,
  isEquipment: false,
  isActive: true,
};

const idText = (v: number | null | undefined) => (v ? String(v) : '');
/** '12.5000' → '12.50': the form shows at least 2 places and no trailing zeros beyond them. */
const amountText = (v: string | undefined) => (v ?? '').replace(/(\.\d\d\d*?)0+$/, '$1');

export function itemFormValues(item: Item): ItemFormValues {
  return {
    itemCode: item.itemCode,
    name: item.name,
    description: item.description,
    typeId: String(item.type.id),
    categoryId: idText(item.category?.id),
    manufacturerId: idText(item.manufacturer?.id),
    itemLineId: idText(item.itemLine?.id),
    markupId: idText(item.markup?.id),
    systemType: item.systemType ?? '',
    unitOfMeasure: item.unitOfMeasure,
    supplierPartNumber: item.supplierPartNumber ?? '',
    quantityStep: item.quantityStep,
    quantityDecimals: String(item.quantityDecimals),
    cost: amountText(item.cost),
    materialCost: amountText(item.materialCost),
    price: amountText(item.price),
    isTaxable: item.isTaxable,
    isEquipment: item.isEquipment,
    isActive: item.isActive,
  };
}

const optId = (v: string) => (v ? Number(v) : null);

/**
 * The body to save. A user without Costs and margins neither sees nor sends the item's costs (the answer
 * leaves them out, so sending the empty fields would overwrite them).
 */
export function itemBody(v: ItemFormValues, withCosts = true): CreateItemBody & { isActive: boolean } {
  return {
    itemCode: v.itemCode.trim(),
    name: v.name.trim(),
    description: v.description.trim(),
    typeId: v.typeId ? Number(v.typeId) : undefined,
    categoryId: optId(v.categoryId),
    manufacturerId: optId(v.manufacturerId),
    itemLineId: optId(v.itemLineId),
    markupId: optId(v.markupId),
    systemType: v.systemType.trim() || null,
    unitOfMeasure: v.unitOfMeasure.trim() || 'EA',
    supplierPartNumber: v.supplierPartNumber.trim() || null,
    quantityStep: v.quantityStep.trim(),
    quantityDecimals: Number(v.quantityDecimals),
    ...(withCosts ? { cost: v.cost.trim() || '0', materialCost: v.materialCost.trim() || '0' } : {}),
    price: v.price.trim() || '0',
    isTaxable: v.isTaxable,
    isEquipment: v.isEquipment,
    isActive: v.isActive,
  };
}

const amount = (v: string) =>
  v.trim() === ''
    ? null
    : !isDecimalLike(v) || v.trim().startsWith('-')
      ? 'Enter an amount of 0 or more'
      : null;

/** The same rules as the server's schema, so most mistakes show before saving. */
export const validateItem = {
  itemCode: (v: string) => (v.trim() ? null : 'Required'),
  name: (v: string) => (v.trim() ? null : 'Required'),
  cost: amount,
  materialCost: amount,
  price: amount,
  quantityStep: (v: string, all: ItemFormValues) => {
    const problem = quantityScaleProblem({ step: v.trim(), decimals: Number(all.quantityDecimals) });
    return problem?.field === 'quantityStep' ? problem.message : null;
  },
  quantityDecimals: (v: string) =>
    quantityScaleProblem({ step: '1', decimals: Number(v) })?.field === 'quantityDecimals'
      ? 'Choose 0 to 4 decimal places'
      : null,
};
