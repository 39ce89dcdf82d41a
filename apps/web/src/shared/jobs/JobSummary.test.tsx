import type { JobSummary as Summary } from '@fieldline/contracts/jobs/job-summary.contract';
import type { JobSettings } from '@fieldline/contracts/jobs/jobs.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import { JobSummary } from './JobSummary';
import { groupItemsByEquipment } from './JobSummaryMain';

const flags = (over: Partial<JobSettings['summary']['internal']> = {}) => ({
  ShowInvoiceInfo: true,
  Items: true,
  Equipment: true,
  Tasks: true,
  Time: true,
  Recommendations: true,
  Expenses: true,
  Signoffs: true,
  Checklists: true,
  ...over,
});
const settings: JobSettings = {
  UsesDiscounts: true,
  summary: { internal: flags(), customer: flags({ Time: false, Expenses: false }) },
};

const item = (id: number, over: Partial<Summary['items'][number]>): Summary['items'][number] => ({
  id,
  item: { id: 100 + id, name: `Item ${id}`, description: '' },
  description: `Line ${id}`,
  unitPrice: '10.0000',
  orderedQuantity: '1.0000',
  discountAmount: '0.0000',
  subtotal: '10.00',
  equipment: null,
  displayOrder: id,
  groupName: 'Parts',
  expenseDescription: null,
  ...over,
});

const summary = {
  job: {
    id: 41,
    jobNumber: 'J-1041',
    name: 'No cooling, RTU 1',
    projectName: '',
    description: '',
    status: 'Completed',
    jobStatus: {
      id: 6,
      statusText: 'Completed',
      statusType: { id: 4, name: 'Complete', isClosed: true, isComplete: true },
    },
    jobType: { id: 1, type: 'SVC', name: 'Service Call', description: '' },
    invoiceStatus: 2,
    invoiceStatusName: 'Invoiced',
    invoiceAmount: '0.00',
    statusReason: '',
    poNumber: '',
    office: {
      id: 1,
      name: 'Denver',
      address1: null,
      address2: null,
      city: null,
      state: null,
      postalCode: null,
      phoneNumber: null,
    },
    salesPerson: null,
    assignedResource: null,
    urgency: null,
    customer: { id: 3, name: 'Maple Foods', accountNumber: 'C-1', currency: null },
    customerLocation: { id: 4, name: 'Plant', address: null },
    bidId: null,
    bidNumber: null,
    scheduledStart: null,
    scheduledEnd: null,
    completedDate: null,
    inventoryProcessedDate: null,
    createdDate: '2026-11-01T00:00:00.000Z',
    createdBy: null,
    modifiedDate: '2026-11-01T00:00:00.000Z',
    modifiedBy: null,
    version: 1,
  },
  // CAD at 1.25: the displayed prices are divided by it (cases in the items test).
  currencyRate: '1.25000000',
  currencyAbbreviation: 'CAD',
  items: [
    item(1, {
      unitPrice: '9.9900',
      discountAmount: '0.9990',
      orderedQuantity: '3.0000',
      equipment: { id: 9, name: 'Rooftop unit 1' },
    }),
    item(2, { unitPrice: '0.3125', orderedQuantity: '2.0000' }),
    item(3, { unitPrice: '100.0000', equipment: { id: 8, name: 'Boiler 2' } }),
  ],
  equipment: [],
  tasks: [],
  timesheets: [
    {
      id: 5,
      employee: { id: 7, displayName: 'Ada Lovelace' },
      hours: '1.50',
      billedTime: '1.50',
      description: 'Diagnose',
      note: '',
      workDate: '2026-11-03',
      startTime: null,
      endTime: null,
      timeType: { id: 1, name: 'Regular' },
      item: null,
    },
  ],
  recommendations: [],
  expenses: [],
  signoffs: [
    {
      id: 12,
      signatureName: 'Dana Whitfield',
      signatureEmail: 'dana@example.test',
      note: '',
      hasSignature: true,
      createdDate: '2026-11-04T15:00:00.000Z',
    },
  ],
  checklists: [
    {
      id: 13,
      checklistDefinition: { id: 2, name: 'rtu', title: 'Rooftop Unit Inspection' },
      equipment: null,
      createdBy: null,
      createdDate: '2026-11-04T15:00:00.000Z',
    },
  ],
} satisfies Summary;

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url === '/v1/jobs/41/summary') return { body: summary };
    if (req.url === '/v1/jobs/settings') return { body: settings };
    return undefined;
  });
});
afterAll(() => server.close());
afterEach(() => server.settle());

const sectionIds = () =>
  screen
    .getAllByTestId(/^summary-section-/)
    .map((el) => el.getAttribute('data-testid')!.replace('summary-section-', ''));

describe('JobSummary', () => {
  it('shows the nine sections of the internal summary by default', async () => {
    renderApp(<JobSummary jobId={41} />);
    await screen.findByTestId('summary-items');
    expect(sectionIds()).toEqual([
      'general',
      'items',
      'equipment',
      'tasks',
      'time',
      'recommendations',
      'expenses',
      'signoffs',
      'checklists',
    ]);
    expect(screen.getByTestId('summary-type').textContent).toBe('Internal summary');
    expect(screen.getByTestId('invoice-status').textContent).toBe('Invoiced');
  });

  it('groups items by equipment with "Misc. System Component" last and prices divided by the rate', async () => {
    renderApp(<JobSummary jobId={41} />);
    const table = await screen.findByTestId('summary-items');
    const groups = within(table)
      .getAllByTestId(/^item-group-/)
      .map((r) => r.textContent);
    expect(groups).toEqual(['Boiler 2', 'Rooftop unit 1', 'Misc. System Component']);
    const cells = (id: number) =>
      within(screen.getByTestId(`summary-item-${id}`))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // (9.99 − 0.999) / 1.25 = 7.1928 → 7.19; 3 × 7.19 = 21.57.
    expect(cells(1)).toEqual(['Item 1', 'Line 1', '3', '$7.19', '$21.57']);
    // 0.3125 / 1.25 = 0.25 exactly; 100 / 1.25 = 80.
    expect(cells(2)).toEqual(['Item 2', 'Line 2', '2', '$0.25', '$0.50']);
    expect(cells(3)).toEqual(['Item 3', 'Line 3', '1', '$80.00', '$80.00']);
    expect(screen.getByTestId('summary-items-total').textContent).toBe('$102.07');
    expect(within(table).getByText('Price (CAD)')).toBeTruthy();
  });

  it('switches to the customer type (its settings hide time and expenses) and hides sections by checkbox', async () => {
    renderApp(<JobSummary jobId={41} />);
    await screen.findByTestId('summary-items');
    fireEvent.click(screen.getByRole('button', { name: 'Configure' }));
    await screen.findByRole('checkbox', { name: 'Time' });
    const typeSelect = screen.queryAllByLabelText('Summary type').find((el) => el.tagName === 'INPUT')!;
    expect((typeSelect as HTMLInputElement).value).toBe('Internal');
    fireEvent.click(typeSelect);
    fireEvent.click(await screen.findByRole('option', { name: 'Customer' }));
    await waitFor(() => expect(screen.getByTestId('summary-type').textContent).toBe('Customer summary'));
    // The customer type's settings arrive after its title: on a loaded machine the sections follow a moment later.
    await waitFor(() => expect(sectionIds()).not.toContain('time'));
    expect(sectionIds()).not.toContain('expenses');
    expect((screen.getByRole('checkbox', { name: 'Time' }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Equipment' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Checklists' }));
    expect(sectionIds()).toEqual(['general', 'items', 'tasks', 'recommendations', 'signoffs']);
    // A hidden section comes back.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Time' }));
    expect(sectionIds()).toContain('time');
  });

  it('links each signoff and checklist to its PDF', async () => {
    renderApp(<JobSummary jobId={41} />);
    const signoff = await screen.findByRole('link', { name: 'Download signoff Dana Whitfield (PDF)' });
    expect(signoff.getAttribute('href')).toBe('/jobs/41/signoffs/12.pdf');
    const checklist = screen.getByRole('link', { name: 'Download checklist Rooftop Unit Inspection (PDF)' });
    expect(checklist.getAttribute('href')).toBe('/jobs/41/checklists/13.pdf');
  });
});

describe('groupItemsByEquipment', () => {
  it('keeps line order inside a group and puts lines without equipment last', () => {
    const groups = groupItemsByEquipment([
      item(1, {}),
      item(2, { equipment: { id: 5, name: 'Chiller' } }),
      item(3, {}),
      item(4, { equipment: { id: 5, name: 'Chiller' } }),
    ]);
    expect(groups.map((g) => [g.name, g.lines.map((l) => l.id)])).toEqual([
      ['Chiller', [2, 4]],
      ['Misc. System Component', [1, 3]],
    ]);
  });
});
