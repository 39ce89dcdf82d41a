import { PageCode } from '@fieldline/contracts/common/page-codes';
import type { SearchResult as Page } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { ContactRow } from '@fieldline/contracts/contacts/contacts.contract';
import { lazy } from 'react';
import { silentApi } from '../../app/api';
import { registerPage } from '../../app/page-codes';
import { registerSearchProvider } from '../../app/shell/search-registry';

const ContactPage = lazy(async () => ({ default: (await import('./pages/ContactPage')).ContactPage }));
registerPage(PageCode.Contact, ContactPage);

const SHOWN = 8;

registerSearchProvider({
  id: 'contacts',
  label: 'Contacts',
  permission: Permission.Contacts,
  async search(query, signal) {
    const page = await silentApi.get<Page<ContactRow>>('/contacts/search', {
      query: { query, isActive: 'true', limit: 100, fields: 'id,displayName,email,customer' },
      signal,
    });
    return page.data.slice(0, SHOWN).map((row) => ({
      id: `contact-${row.id}`,
      label: row.displayName,
      description: [row.email, row.customer?.name].filter(Boolean).join(' · '),
      pageCode: PageCode.Contact,
      recordId: row.id,
    }));
  },
});
