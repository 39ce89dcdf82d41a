import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import type { Db } from '../../platform/db/database';
import type { StatementDetail } from './statements.detail';

export interface StatementEmail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Is `id` an active statement e-mail template (type 10)? The e-mail templates live in the templates module
 * (another branch): until it is merged there are none, so a template id is refused. INTEGRATOR: look the
 * template up there (isActive and type === STATEMENT_TEMPLATE_TYPE).
 */
export async function isStatementTemplate(_db: Db, _id: number): Promise<boolean> {
  return false;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The subject and body of one statement's e-mail. INTEGRATOR: with a template id, answer
 * `renderEmailTemplate(db, templateId, 'statement', statementId)` of the templates module instead; this
 * plain default stays for batches made without a template.
 */
export async function statementEmail(
  _db: Db,
  _templateId: number | null,
  _statementId: number,
  d: StatementDetail,
): Promise<StatementEmail> {
  const from = d.remit.name || d.company.name;
  const subject = `Statement from ${from} as of ${formatDate(d.statementDate)}`;
  const text = [
    `Dear ${d.customer.name},`,
    '',
    `Your statement for account ${d.customer.accountNumber} as of ${formatDate(d.statementDate)} is attached.`,
    `Amount due: ${formatMoney(d.closingBalance)}.`,
    '',
    'Thank you for your business.',
    from,
  ].join('\n');
  const html = text
    .split('\n')
    .map((l) => (l ? `<p>${escapeHtml(l)}</p>` : ''))
    .join('');
  return { subject, html, text };
}
