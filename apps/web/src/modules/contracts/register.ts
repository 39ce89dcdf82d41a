import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { SearchResult as Page } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { Contract } from '@fieldline/contracts/contracts/contracts.contract';
import { lazy } from 'react';
import { silentApi } from '../../app/api';
import { registerPage } from '../../app/page-codes';
import { registerSearchProvider } from '../../app/shell/search-registry';

const ContractPage = lazy(async () => ({ default: (await import('./pages/ContractPage')).ContractPage }));
registerPage(PageCode.Contract, ContractPage);

registerSearchProvider({
  id: 'contracts',
  label: 'Contracts',
  permission: Permission.Contracts,
  async search(query, signal) {
    const page = await silentApi.get<Page<Contract>>('/contracts', { query: { query, limit: 8 }, signal });
    return page.data.map((row) => ({
      id: `contract-${row.id}`,
      label: `${row.contractNumber} · ${row.name}`,
      description: row.customer.name,
      pageCode: PageCode.Contract,
      recordId: row.id,
    }));
  },
});
