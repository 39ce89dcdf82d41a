import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { STATEMENT_TEMPLATE_TYPE } from '@fieldline/contracts/statements/statements.contract';
import type { Db } from '../../platform/db/database';
import { getEmailTemplate, nullIfNotFound, renderEmailTemplate } from '../templates';
import type { StatementDetail } from './statements.detail';

export interface StatementEmail {
  subject: string;
  html: string;
  text: string;
}

/** Is `id` an active statement e-mail template (type 10)? */
export async function isStatementTemplate(db: Db, id: number): Promise<boolean> {
  const template = await nullIfNotFound(getEmailTemplate(db, id));
  return !!template && template.isActive && template.type === STATEMENT_TEMPLATE_TYPE;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The subject and body of one statement's e-mail: the batch's e-mail template rendered for the statement
 * (its Statement.* and Customer.* tags), or a plain message for a batch made without one.
 */
export async function statementEmail(
  db: Db,
  templateId: number | null,
  statementId: number,
  d: StatementDetail,
): Promise<StatementEmail> {
  if (templateId) {
    const r = await renderEmailTemplate(db, templateId, 'statement', statementId);
    return { subject: r.subject, html: r.html ?? '', text: r.text };
  }
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
