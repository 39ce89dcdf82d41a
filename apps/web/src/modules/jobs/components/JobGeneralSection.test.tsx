import { Permission } from '@fieldline/contracts/common/permissions';
import type { Job } from '@fieldline/contracts/jobs/jobs.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { JobGeneralSection } from './JobGeneralSection';
import { JobHeader } from './JobHeader';

const job: Job = {
  id: 7,
  jobNumber: 'J-000007',
  jobType: { id: 1, type: 'SVC', name: 'Service Call', description: '' },
  projectName: '',
  name: 'Boiler repair',
  description: '',
  status: 'New',
  jobStatus: {
    id: 1,
    statusText: 'New',
    statusType: { id: 1, name: 'Open', isClosed: false, isComplete: false },
  },
  invoiceStatus: 3,
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
  assignedResource: { id: 5, displayName: 'Tess Tech', email: 'tess@example.test' },
  urgency: { id: 2, name: 'Normal' },
  customer: { id: 3, name: 'Acme Plant', accountNumber: 'AC-1', currency: null },
  customerLocation: { id: 4, name: 'North plant', address: '1 Main St, Denver, CO' },
  bidId: null,
  bidNumber: null,
  scheduledStart: null,
  scheduledEnd: null,
  completedDate: null,
  inventoryProcessedDate: null,
  createdDate: '2026-11-20T00:00:00.000Z',
  createdBy: null,
  modifiedDate: '2026-11-20T00:00:00.000Z',
  modifiedBy: null,
  version: 4,
};

let server: FakeApiServer;
let patchReply: { status: number; body: unknown };
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url === '/v1/jobs/statuses')
      return {
        body: [
          {
            id: 1,
            statusText: 'New',
            statusType: job.jobStatus.statusType,
            workflowTypeId: null,
            sort: 1,
            isActive: true,
          },
        ],
      };
    if (req.url === '/v1/jobs/urgencies')
      return { body: [{ id: 2, name: 'Normal', color: 'blue', sort: 2 }] };
    if (req.url === '/v1/cache/employees') return { body: [{ id: 5, name: 'Tess Tech' }] };
    if (req.url.startsWith('/v1/jobs/types/search'))
      return {
        body: {
          data: [{ id: 1, type: 'SVC', name: 'Service Call', description: '', isActive: true }],
          count_filtered: 1,
        },
      };
    if (req.method === 'PATCH' && req.url === '/v1/jobs/7') return patchReply;
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  patchReply = { status: 200, body: { ...job, poNumber: 'PO-55', version: 5 } };
});
afterEach(() => server.settle());

const full = makeUser({ permissions: [{ id: Permission.Jobs, accessLevel: 2 }] });

describe('job header and general section', { timeout: 30_000 }, () => {
  it('shows the key facts with the invoice status through its enumeration', async () => {
    renderApp(<JobHeader job={job} />, { user: full });
    expect(await screen.findByText('J-000007 · Boiler repair')).toBeTruthy();
    expect(screen.getByText('No Charge')).toBeTruthy();
    expect(screen.getByTestId('job-status').textContent).toBe('New');
    expect(screen.getByText('North plant')).toBeTruthy();
    expect(screen.getByText('Tess Tech')).toBeTruthy();
  });

  it('saves the changed fields with the version it read', async () => {
    renderApp(<JobGeneralSection job={job} canEdit />, { user: full });
    const po = (await screen.findByLabelText('PO number')) as HTMLInputElement;
    fireEvent.change(po, { target: { value: 'PO-55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      poNumber: 'PO-55',
      statusId: 1,
      urgencyId: 2,
      assignedResourceId: 5,
      version: 4,
    });
  });

  it('shows the rule the server refused with', async () => {
    patchReply = {
      status: 409,
      body: { message: 'Someone else changed this record.', code: 'STALE_VERSION' },
    };
    renderApp(<JobGeneralSection job={job} canEdit />, { user: full });
    fireEvent.change(await screen.findByLabelText('Project name'), { target: { value: 'Tower B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Someone else changed this record.');
    expect(message.closest('[role="alert"]')).toBeTruthy();
  });

  it('is read-only without full access', async () => {
    renderApp(<JobGeneralSection job={job} canEdit={false} />, { user: full });
    expect(((await screen.findByLabelText('PO number')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
