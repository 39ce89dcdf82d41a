import { PageCode } from '@fieldline/contracts/common/page-codes';
import { lazy } from 'react';
import { registerPage } from '../../app/page-codes';

const BidPage = lazy(async () => ({ default: (await import('./pages/BidPage')).BidPage }));
registerPage(PageCode.PendingJob, BidPage);
