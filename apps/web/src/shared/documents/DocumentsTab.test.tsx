import { Permission } from '@fieldline/contracts/common/permissions';
import {
  DOCUMENT_MESSAGES,
  type DocumentRecord,
  type DocumentRelated,
  RELATED_LIST_KEYS,
} from '@fieldline/contracts/documents/documents.contract';
import { Tabs } from '@mantine/core';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  type FakeApiServer,
  type RecordedRequest,
  startFakeApi,
} from '../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../test/utils';
import { DocumentsTab, DocumentsTabLabel } from './DocumentsTab';

const related: DocumentRelated = {
  entity: { kind: 'Customer', id: 5, displayName: 'Customer - Acme ACME-1', visibleToTechDefault: false },
  related: [
    { kind: 'Location', id: 8, displayName: 'Location - Plant, 1 Main St', visibleToTechDefault: true },
    { kind: 'Contact', id: 9, displayName: 'Contact - Ann Lee', visibleToTechDefault: false },
  ],
};

function doc(id: number, over: Partial<DocumentRecord> = {}): DocumentRecord {
  const lists = Object.fromEntries(RELATED_LIST_KEYS.map((k) => [k, []])) as unknown as Pick<
    DocumentRecord,
    (typeof RELATED_LIST_KEYS)[number]
  >;
  return {
    id,
    uid: `00000000-0000-0000-0000-00000000000${id}`,
    name: `file${id}.pdf`,
    fileName: `file${id}.pdf`,
    description: `Description ${id}`,
    visibleToTech: false,
    dateCreated: '2026-01-01T00:00:00.000Z',
    documentType: 2,
    extension: 'pdf',
    sizeBytes: 10,
    createdBy: 1,
    modifiedDate: '2026-01-01T00:00:00.000Z',
    modifiedBy: 1,
    version: 1,
    ...lists,
    customers: [{ id: 5, displayName: 'Customer - Acme ACME-1' }],
    ...over,
  };
}

let server: FakeApiServer;
let docs: DocumentRecord[];
let failPatch: boolean;
beforeAll(async () => {
  server = await startFakeApi((req) => answer(req));
});
afterAll(() => server.close());
afterEach(() => server.settle());
beforeEach(() => {
  server.requests.length = 0;
  cleanNotifications();
  failPatch = false;
  docs = [
    doc(1),
    doc(2, {
      description: 'A very long description '.repeat(8).trim(),
      locations: [{ id: 8, displayName: 'Location - Plant, 1 Main St' }],
      customers: [],
    }),
  ];
});

function answer(req: RecordedRequest) {
  if (req.url.startsWith('/v1/documents/related')) return { body: related };
  if (req.method === 'POST' && req.url === '/v1/documents/search') {
    const body = req.body as { filter: Record<string, number[]>; countOnly?: boolean };
    const own = Object.keys(body.filter).length === 1 && body.filter.Customer;
    if (body.countOnly) return { body: { count_filtered: own ? 1 : 3 } };
    return { body: { data: docs, count_filtered: docs.length } };
  }
  if (req.method === 'POST' && req.url === '/v1/documents') return { status: 201, body: doc(99) };
  const patch = /^\/v1\/documents\/(\d+)$/.exec(req.url);
  if (req.method === 'PATCH' && patch) {
    if (failPatch) return apiError(500, 'Something went wrong on the server.');
    const found = docs.find((d) => d.id === Number(patch[1])) as DocumentRecord;
    return { body: { ...found, ...(req.body as object), version: found.version + 1 } };
  }
  if (req.method === 'DELETE' && patch) return { status: 204 };
  return undefined;
}

const writer = makeUser({ permissions: [{ id: Permission.Documents, accessLevel: 2 }] });
const reader = makeUser({ permissions: [{ id: Permission.Documents, accessLevel: 1 }] });

async function show(user = writer) {
  renderApp(
    <Tabs defaultValue="documents">
      <Tabs.List>
        <Tabs.Tab value="documents">
          <DocumentsTabLabel kind="Customer" id={5} />
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="documents">
        <DocumentsTab kind="Customer" id={5} />
      </Tabs.Panel>
    </Tabs>,
    { user },
  );
  await screen.findByText('file1.pdf', {}, { timeout: 4000 });
}
/** A Mantine Select's input (its label names the dropdown too). */
const selectInput = (within_: HTMLElement, label: string) =>
  within(within_)
    .getAllByLabelText(label)
    .find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const searches = () =>
  server.requests.filter(
    (r) => r.url === '/v1/documents/search' && !(r.body as { countOnly?: boolean }).countOnly,
  );
const shown = (color?: string) =>
  notificationsStore
    .getState()
    .notifications.filter((n) => color === undefined || n.color === color)
    .map((n) => String(n.message));

// Each test drives several dialogs against a real server: a loaded machine needs more than 5 s.
describe('DocumentsTab', { timeout: 20_000 }, () => {
  it('labels the tab "Documents N / M" with the tooltip, and lists rows with related-record buttons', async () => {
    await show();
    await screen.findByText('Documents 1 / 3');
    fireEvent.mouseEnter(screen.getByText('Documents 1 / 3'));
    await screen.findByText(DOCUMENT_MESSAGES.tabTooltip, {}, { timeout: 2000 });
    const row = screen.getByTestId('document-row-2');
    expect(within(row).getByRole('button', { name: 'Location - Plant, 1 Main St' })).toBeTruthy();
    // The long description starts folded and expands.
    fireEvent.click(within(row).getByRole('button', { name: 'Show more of the description of file2.pdf' }));
    expect(
      within(row).getByRole('button', { name: 'Show less of the description of file2.pdf' }),
    ).toBeTruthy();
    // All records first: this customer, its location and contact.
    expect((searches()[0].body as { filter: unknown }).filter).toEqual({
      Customer: [5],
      Location: [8],
      Contact: [9],
    });
  });

  it('filters by one record', async () => {
    await show();
    fireEvent.click(selectInput(document.body, 'Show documents of'));
    fireEvent.click(await screen.findByRole('option', { name: 'Location - Plant, 1 Main St' }));
    await waitFor(() =>
      expect((searches().at(-1)?.body as { filter?: unknown } | undefined)?.filter).toEqual({
        Location: [8],
      }),
    );
  });

  it('flips technician visibility at once and back when the server refuses', async () => {
    await show();
    const toggle = screen.getByRole('switch', {
      name: 'Visible to technicians: file1.pdf',
    }) as HTMLInputElement;
    failPatch = true;
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(shown('red')).toContain('Something went wrong on the server.');
    failPatch = false;
    fireEvent.click(toggle);
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PATCH').length).toBe(2));
    expect(server.requests.at(-1)?.body).toEqual({ visibleToTech: true });
    expect(toggle.checked).toBe(true);
  });

  it('edits a description and shows the new text after the save', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Edit description of file1.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Description' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: ' Signed copy ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByTestId('document-row-1')).getByText('Signed copy')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ description: 'Signed copy' });
  });

  it('deletes after the exact confirmation, says "Document Deleted" and refreshes', async () => {
    await show();
    const before = searches().length;
    fireEvent.click(screen.getByRole('button', { name: 'Delete file1.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DOCUMENT_MESSAGES.confirmDelete)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Delete']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shown()).toContain('Document Deleted'));
    expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/v1/documents/1')).toBe(true);
    await waitFor(() => expect(searches().length).toBeGreaterThan(before));
  });

  it('Add URL: blank fields are marked and nothing is sent; then the link is created on the chosen record', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add URL' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Enter a name.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the address.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a description.')).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'POST' && r.url === '/v1/documents')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'Portal' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /URL/ }), {
      target: { value: 'https://example.com' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Login' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(server.requests.some((r) => r.url === '/v1/documents')).toBe(true));
    expect(server.requests.find((r) => r.url === '/v1/documents')?.body).toEqual({
      documentType: 3,
      name: 'Portal',
      url: 'https://example.com',
      description: 'Login',
      visibleToTech: false,
      customers: [{ id: 5 }],
    });
  });

  it('Upload: refuses disallowed files, needs a description, then uploads with the uploading notice', async () => {
    await show();
    const zone = screen.getByTestId('documents-dropzone');
    const files = [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
      new File(['MZ'], 'evil.exe', { type: 'application/octet-stream' }),
    ];
    // As a browser's drop event carries them (react-dropzone reads the items).
    const items = files.map((f) => ({ kind: 'file', type: f.type, getAsFile: () => f }));
    fireEvent.drop(zone, { dataTransfer: { files, items, types: ['Files'] } });
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    expect(within(dialog).getAllByTestId('upload-item').length).toBe(1);
    expect(shown('red')[0]).toMatch(/^evil\.exe: Files of type \.exe cannot be uploaded/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('Enter a description.')).toBeTruthy();
    // The location is visible to technicians by default.
    fireEvent.click(selectInput(dialog, 'Related record of notes.txt'));
    fireEvent.click(await screen.findByRole('option', { name: 'Location - Plant, 1 Main St' }));
    expect(
      (
        within(dialog).getByRole('checkbox', {
          name: 'Visible to technicians: notes.txt',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description of notes.txt' }), {
      target: { value: 'Site notes' },
    });
    const before = searches().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(shown()).toContain(DOCUMENT_MESSAGES.uploading));
    await waitFor(() => expect(server.requests.some((r) => r.url === '/v1/documents')).toBe(true));
    expect(server.requests.find((r) => r.url === '/v1/documents')?.body).toEqual({
      description: 'Site notes',
      documentType: 2,
      visibleToTech: true,
      name: 'notes.txt',
      file: { name: 'notes.txt', type: 'txt', body: `data:text/plain;base64,${btoa('hello')}` },
      locations: [{ id: 8 }],
    });
    await waitFor(() => expect(searches().length).toBeGreaterThan(before));
  });

  it('offers no changes to a user who may only read documents', async () => {
    await show(reader);
    expect(screen.queryByTestId('documents-dropzone')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add link' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete file1.pdf' })).toBeNull();
    const toggle = screen.getByRole('switch', {
      name: 'Visible to technicians: file1.pdf',
    }) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
  });
});
