import { PageCode } from '@fieldline/contracts/common/page-codes';
import { lazy } from 'react';
import { registerPage } from '../../app/page-codes';

const JobPage = lazy(async () => ({ default: (await import('./pages/JobPage')).JobPage }));
registerPage(PageCode.Job, JobPage);
