import { PageCode } from '@fieldline/contracts/common/page-codes';
import { lazy } from 'react';
import { registerPage } from '../../app/page-codes';

const SupplierPage = lazy(async () => ({ default: (await import('./pages/SupplierPage')).SupplierPage }));
registerPage(PageCode.Supplier, SupplierPage);
