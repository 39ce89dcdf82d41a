import { PageCode } from '@fieldline/contracts/common/page-codes';
import { lazy } from 'react';
import { registerPage } from '../../app/page-codes';

const PurchaseOrderPage = lazy(async () => ({
  default: (await import('./pages/PurchaseOrderPage')).PurchaseOrderPage,
}));
registerPage(PageCode.PurchaseOrder, PurchaseOrderPage);
