import { Permission } from '@fieldline/contracts/common/permissions';
import type { Recommendation } from '@fieldline/contracts/equipment/recommendations.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { EquipmentJobsTab } from './EquipmentJobsTab';
import { RecommendationsTab } from './RecommendationsTab';

// Mantine's autosizing textarea listens for font loading, which happy-dom does not implement.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const rec: Recommendation = {
  id: 5,
  equipment: { id: 9, name: 'RTU-1', serialNumber: 'SN-1' },
  status: { id: 1, name: 'Open' },
  recommendationType: { id: 2, typeName: 'Repair', typeDescription: 'A part is failing' },
  description: 'Replace the belt',
  urgencyId: 3,
  jobId: null,
  bidId: null,
  createdBy: { id: 1, displayName: 'Alex Morgan' },
  enteredOn: '2026-11-02T15:00:00.000Z',
  deletedBy: null,
  deletedOn: null,
  modifiedDate: '2026-11-02T15:00:00.000Z',
  version: 4,
};

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url.startsWith('/v1/equipmentRecommendations/recommendationtypes'))
      return { body: [{ id: 2, typeName: 'Repair', typeDescription: '', isActive: true }] };
    if (req.url.startsWith('/v1/equipmentRecommendations/statuses'))
      return {
        body: [
          { id: 1, name: 'Open', sort: 1, isClosed: false },
          { id: 3, name: 'Sold', sort: 3, isClosed: true },
        ],
      };
    if (req.url.startsWith('/v1/jobs/urgencies')) return { body: [{ id: 3, name: 'High' }] };
    if (req.method === 'GET' && req.url.startsWith('/v1/equipmentRecommendations?')) return { body: [rec] };
    if (req.method === 'PATCH') return { body: { ...rec, status: { id: 3, name: 'Sold' } } };
    if (req.url.startsWith('/v1/equipment/9/jobs')) return { status: 404, body: { message: 'No such call' } };
    return { body: [] };
  });
});
afterAll(() => server.close());
afterEach(() => server.settle());
beforeEach(() => {
  server.requests.length = 0;
});

const editor = makeUser({ permissions: [{ id: Permission.Equipment, accessLevel: 2 }] });

describe('RecommendationsTab', () => {
  it('lists recommendations with the urgency name and sends a status change with the version', async () => {
    renderApp(<RecommendationsTab scope={{ equipmentId: 9 }} canEdit />, { user: editor });
    const row = await screen.findByRole('row', { name: /Replace the belt/ });
    expect(within(row).getByText('Repair')).toBeTruthy();
    await waitFor(() => expect(within(row).getByText('High')).toBeTruthy());

    fireEvent.click(within(row).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sold' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.method === 'PATCH')).toMatchObject({
        url: '/v1/equipmentRecommendations/5',
        body: { statusId: 3, version: 4 },
      }),
    );
  });

  it('asks for a whole-number pending job id before linking, then posts it', async () => {
    renderApp(<RecommendationsTab scope={{ equipmentId: 9 }} canEdit />, { user: editor });
    fireEvent.click(await screen.findByRole('button', { name: 'Link to pending job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link to pending job' });
    fireEvent.change(within(dialog).getByLabelText(/Pending job id/), { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('Enter the pending job’s id (a whole number).')).toBeTruthy();
    expect(server.requests.some((r) => r.url.includes('linktopendingjob'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Pending job id/), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.url.includes('linktopendingjob'))).toMatchObject({
        method: 'POST',
        url: '/v1/equipmentRecommendations/5/linktopendingjob',
        body: { bidId: 12 },
      }),
    );
  });

  it('refuses to add without a type and a description', async () => {
    renderApp(<RecommendationsTab scope={{ equipmentId: 9 }} canEdit />, { user: editor });
    fireEvent.click(await screen.findByRole('button', { name: 'Add recommendation' }));
    expect(await screen.findByText('Choose a type.')).toBeTruthy();
    expect(screen.getByText('Describe the recommended work.')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('EquipmentJobsTab', () => {
  it('shows a message instead of failing while the job history is not available', async () => {
    renderApp(<EquipmentJobsTab equipmentId={9} />, { user: editor });
    expect(await screen.findByText('The job history of this equipment is not available.')).toBeTruthy();
  });
});
