import { PageCode } from '@fieldline/contracts/common/page-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { getRegisteredPage } from '../../app/page-codes';
import { getSearchProviders } from '../../app/shell/search-registry';
import './register';

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) =>
    req.url.startsWith('/v1/locations/search')
      ? {
          body: {
            data: [
              {
                id: 41,
                name: 'North Plant',
                customerId: 7,
                customerName: 'Acme Dairy',
                street: '100 Main St',
                city: 'Greeley',
                state: 'CO',
                postalCode: '80631',
                zone: 'North',
                isActive: true,
              },
            ],
            count_filtered: 1,
          },
        }
      : undefined,
  );
});
afterAll(() => server.close());

describe('locations module registration', () => {
  it('claims page code 6041', () => {
    expect(getRegisteredPage(PageCode.Location)).toBeDefined();
  });

  it('adds a Locations group to the header search, opening results on the location page', async () => {
    const provider = getSearchProviders().find((p) => p.id === 'locations');
    expect(provider?.label).toBe('Locations');
    const results = await provider?.search('north', new AbortController().signal);
    expect(server.requests.map((r) => r.url)).toEqual(['/v1/locations/search?query=north&limit=100']);
    expect(results).toEqual([
      {
        id: 'location-41',
        label: 'North Plant',
        description: 'Acme Dairy — 100 Main St · Greeley, CO',
        pageCode: PageCode.Location,
        recordId: 41,
      },
    ]);
  });
});
