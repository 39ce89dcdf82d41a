import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { SearchResult as Page } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { JobRow } from '@fieldline/contracts/jobs/jobs.contract';
import { lazy } from 'react';
import { silentApi } from '../../app/api';
import { registerPage } from '../../app/page-codes';
import { registerSearchProvider } from '../../app/shell/search-registry';

const loadJobPage = () => import('./pages/JobPage');
const JobPage = lazy(async () => ({ default: (await loadJobPage()).JobPage }));
registerPage(PageCode.Job, JobPage, loadJobPage);

// The header search shows the first few jobs by number, name or customer (spec 3 §2 job search).
registerSearchProvider({
  id: 'jobs',
  label: 'Jobs',
  permission: Permission.Jobs,
  async search(query, signal) {
    const page = await silentApi.get<Page<JobRow>>('/jobs/search', { query: { query, limit: 8 }, signal });
    return page.data.map((row) => ({
      id: `job-${row.id}`,
      label: `${row.jobNumber} · ${row.name}`,
      description: [row.customer.name, row.status].join(' · '),
      pageCode: PageCode.Job,
      recordId: row.id,
    }));
  },
});
