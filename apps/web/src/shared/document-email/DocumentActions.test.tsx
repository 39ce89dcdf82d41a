import { INVALID_ADDRESS } from '@fieldline/contracts/documents/document-email.contract';
import type { MailMessageRow } from '@fieldline/contracts/mail/mail.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import { DocumentActions, SentEmails } from './DocumentActions';

const draft = {
  to: ['ap@harbor.test'],
  subject: 'Invoice INV-7 from Summit Mechanical',
  body: 'Hello,\n\nPlease find Invoice INV-7 attached.',
  attachment: 'invoice-INV-7.pdf',
  templateId: 3,
  templates: [
    { id: 3, name: 'Invoice' },
    { id: 4, name: 'Invoice reminder' },
  ],
};
const sentRow: MailMessageRow = {
  id: 90,
  status: 'queued',
  from: 'office@summit.test',
  to: ['ap@harbor.test'],
  cc: ['boss@harbor.test'],
  subject: draft.subject,
  attempts: 0,
  lastError: null,
  relatedType: 'Invoice',
  relatedId: 7,
  attachmentCount: 1,
  createdDate: '2026-11-05T15:00:00.000Z',
  createdBy: 1,
  sentDate: null,
};

let server: FakeApiServer;
let sent: MailMessageRow[] = [];
let refuseNext = true;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url === '/invoices/7/email-draft') return { body: draft };
    if (req.url === '/invoices/7/emails') return { body: sent };
    if (req.url === '/invoices/7/send-email' && req.method === 'POST') {
      if (refuseNext) {
        refuseNext = false;
        return {
          status: 400,
          body: {
            message: 'Some fields are invalid.',
            code: 'VALIDATION',
            errors: [{ field: 'to', message: INVALID_ADDRESS }],
          },
        };
      }
      sent = [sentRow];
      return {
        body: {
          messageId: 90,
          status: 'queued',
          to: ['ap@harbor.test'],
          cc: ['boss@harbor.test'],
          subject: draft.subject,
          attachment: draft.attachment,
          duplicate: false,
        },
      };
    }
    return undefined;
  });
});
afterAll(() => server.close());
afterEach(() => server.settle());

describe('DocumentActions', () => {
  it('prints in a new tab, downloads, and e-mails with the PDF named; the Sent list shows it', async () => {
    renderApp(
      <>
        <DocumentActions label="Invoice INV-7" paths={{ base: '/invoices/7' }} canSend />
        <SentEmails base="/invoices/7" />
      </>,
    );
    const print = screen.getByRole('link', { name: 'Print' });
    expect(print.getAttribute('href')).toBe('/invoices/7.pdf');
    expect(print.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/invoices/7.pdf?download=true',
    );
    await screen.findByText('Not e-mailed yet.');

    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Invoice INV-7' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^To/ })).toHaveProperty('value', 'ap@harbor.test'),
    );
    expect(within(dialog).getByRole('textbox', { name: /^Subject/ })).toHaveProperty('value', draft.subject);
    expect(within(dialog).getByTestId('email-attachment').textContent).toBe('invoice-INV-7.pdf');

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Cc/ }), {
      target: { value: 'boss@harbor.test' },
    });
    // The server's refusal shows beside the field it names.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText(INVALID_ADDRESS);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({
      to: 'ap@harbor.test',
      cc: 'boss@harbor.test',
      subject: draft.subject,
      body: draft.body,
      templateId: 3,
    });
    const list = screen.getByTestId('sent-emails');
    await within(list).findByText('ap@harbor.test');
    expect(within(list).getByText('cc boss@harbor.test')).toBeTruthy();
    expect(within(list).getByText('Queued')).toBeTruthy();
  });

  it('checks the addresses before sending', async () => {
    renderApp(<DocumentActions label="Invoice INV-7" paths={{ base: '/invoices/7' }} canSend />);
    fireEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail Invoice INV-7' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^To/ })).toHaveProperty('value', 'ap@harbor.test'),
    );
    const before = server.requests.filter((r) => r.method === 'POST').length;
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^To/ }), {
      target: { value: 'ap@harbor.test, nope' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText(INVALID_ADDRESS);
    expect(server.requests.filter((r) => r.method === 'POST').length).toBe(before);
  });

  it('offers no E-mail without the right to send', () => {
    renderApp(<DocumentActions label="Invoice INV-7" paths={{ base: '/invoices/7' }} canSend={false} />);
    expect(screen.getByRole('link', { name: 'Print' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'E-mail' })).toBeNull();
  });
});
