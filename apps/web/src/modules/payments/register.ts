import { PageCode } from '@fieldline/contracts/common/page-codes';
import { lazy } from 'react';
import { registerPage } from '../../app/page-codes';

const CreditPage = lazy(async () => ({ default: (await import('./pages/CreditPage')).CreditPage }));
registerPage(PageCode.CustomerCredit, CreditPage);
