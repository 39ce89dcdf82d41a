/** Record pages are opened by numeric page code: /page/{code}/{id} (spec 1 section 2). */
export const PageCode = {
  Asset: 6055,
  PendingJob: 6085,
  Contact: 6074,
  Contract: 8316,
  Customer: 6073,
  Equipment: 6044,
  Item: 6314,
  Job: 6081,
  Location: 6041,
  Opportunity: 6757,
  PurchaseOrder: 6083,
  Supplier: 6084,
  VendorBill: 6336,
  CustomerCredit: 7127,
} as const;
export type PageCodeValue = (typeof PageCode)[keyof typeof PageCode];

export const PAGE_CODE_NAMES: Record<PageCodeValue, string> = {
  6055: 'Asset',
  6085: 'Pending job (bid)',
  6074: 'Contact',
  8316: 'Contract',
  6073: 'Customer',
  6044: 'Equipment',
  6314: 'Item',
  6081: 'Job',
  6041: 'Location',
  6757: 'Opportunity',
  6083: 'Purchase order',
  6084: 'Supplier',
  6336: 'Vendor bill',
  7127: 'Customer credit',
};

export function pageUrl(code: PageCodeValue, id: number | string): string {
  return `/page/${code}/${id}`;
}
export function isPageCode(code: number): code is PageCodeValue {
  return code in PAGE_CODE_NAMES;
}
