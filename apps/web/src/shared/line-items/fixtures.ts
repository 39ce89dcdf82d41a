import type {
  LineItem,
  LineItemCollection,
  LineItemGroup,
} from '@fieldline/contracts/line-items/line-items.contract';
import { collectionTotals, groupTotals } from '@fieldline/contracts/line-items/line-items.totals';

/**
 * Test data: a job's collection with group "Parts" (two lines) and the NA group (one line); the
 * office sources from Main (default) and Overflow, not from the van Truck 12; the location has two
 * units of equipment.
 */
export function line(id: number, groupId: number, over: Partial<LineItem> = {}): LineItem {
  return {
    id,
    item: {
      id: 100 + id,
      itemCode: `IT-${id}`,
      name: `Item ${id}`,
      description: `Item ${id} description`,
      categoryId: null,
      isStocked: true,
      quantityScale: { step: '1', decimals: 0 },
    },
    description: `Line ${id}`,
    note: '',
    quantity: '2.0000',
    cost: '10.0000',
    price: '15.0000',
    currencyPrice: '15.00',
    discountPct: '0.0000',
    discountAmt: '0.0000',
    currencyDiscountAmt: '0.00',
    subtotal: '30.00',
    currencySubtotal: '30.00',
    tax: '0.00',
    currencyTax: '0.00',
    total: '30.00',
    currencyTotal: '30.00',
    isTaxable: true,
    displayOrder: 1,
    group: { id: groupId },
    equipmentId: null,
    warehouseId: null,
    sourcePurchaseOrderId: null,
    issuedQuantity: '0.0000',
    equipmentProperties: [],
    ...over,
  };
}

const flags = {
  showDetail: true,
  showItemName: true,
  showItemDescription: true,
  showQuantity: true,
  showPrice: true,
  showSubtotal: true,
  showTaxAndTotal: true,
};

export function collection(over: Partial<LineItemCollection> = {}): LineItemCollection {
  const items = over.items ?? [line(1, 10), line(2, 10, { displayOrder: 2 }), line(3, 99)];
  // Totals math needs every line's cost (absent only for users without the Costs permission).
  const priced = items.map((l) => ({ ...l, cost: l.cost ?? '0' }));
  const group = (id: number, name: string, i: number, na: boolean): LineItemGroup => ({
    id,
    name,
    description: '',
    displayOrder: na ? 9999 : i,
    isSystem: na,
    isNAGroup: na,
    ...flags,
    first: i === 1,
    last: na,
    totals: groupTotals(priced.filter((l) => l.group.id === id)),
  });
  return {
    id: 1,
    ownerKind: 'Job',
    ownerId: 5,
    isLocked: false,
    taxRate: '0',
    usesDiscounts: false,
    currency: { abbreviation: 'USD', isAltCurrency: false, rate: '1' },
    groups: [group(10, 'Parts', 1, false), group(99, 'Not Applicable', 2, true)],
    items,
    totals: collectionTotals(priced),
    sourcing: {
      defaultWarehouseId: 7,
      warehouses: [
        { id: 7, name: 'Main', isVan: false, canSourceFrom: true, autoSourceFrom: true },
        { id: 8, name: 'Overflow', isVan: false, canSourceFrom: true, autoSourceFrom: false },
        { id: 9, name: 'Truck 12', isVan: true, canSourceFrom: false, autoSourceFrom: false },
      ],
    },
    equipmentChoices: [
      { id: 30, name: 'Boiler 2', serialNumber: null },
      { id: 31, name: 'Rooftop unit 1', serialNumber: 'RT-4410' },
    ],
    ...over,
  };
}
