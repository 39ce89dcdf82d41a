import { PageCode } from '@fieldline/contracts/common/page-codes';
import { lazy } from 'react';
import { registerPage } from '../../app/page-codes';

const VendorBillPage = lazy(async () => ({
  default: (await import('./pages/VendorBillPage')).VendorBillPage,
}));
registerPage(PageCode.VendorBill, VendorBillPage);
