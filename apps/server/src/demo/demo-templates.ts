import { EmailTemplateType } from '@fieldline/contracts/templates/templates.contract';
import { eq } from 'drizzle-orm';
import { notificationTypes } from '../modules/notifications/notifications.table';
import { emailTemplates, emailTokens, messageTemplates } from '../modules/templates';
import type { Db } from '../platform/db/database';

const SIGNATURE = `<p>Thank you,<br>{{Company.Name}}<br>{{Office.Phone}}</p>
<p style="color:#666;font-size:12px">{{Token.Slogan}}</p>`;

/** Templates for each kind of document, two contact messages and the company's tokens. */
export async function seedTemplates(db: Db) {
  await db.insert(emailTokens).values([
    { name: 'Slogan', value: 'Comfort you can count on, since 1998.', description: 'Under every signature' },
    { name: 'SupportPhone', value: '303-555-0199', description: 'The after-hours service line' },
    { name: 'Website', value: 'https://summit-mech.example', description: "The company's website" },
  ]);
  const T = EmailTemplateType;
  await db.insert(emailTemplates).values([
    {
      type: T.Invoice,
      name: 'Invoice',
      isDefault: true,
      subject: 'Invoice {{Invoice.Number}} from {{Company.Name}}',
      body: `<p>Dear {{Customer.ContactName}},</p>
<p>Please find attached invoice <b>{{Invoice.Number}}</b> dated {{Invoice.Date}} for {{Invoice.Total}}.
The balance due is <b>{{Invoice.BalanceDue}}</b>, due {{Invoice.DueDate}} ({{Invoice.Terms}}).</p>
${SIGNATURE}`,
    },
    {
      type: T.Invoice,
      name: 'Invoice reminder (past due)',
      subject: 'Reminder: invoice {{Invoice.Number}} is past due',
      body: `<p>Dear {{Customer.ContactName}},</p>
<p>Our records show a balance of <b>{{Invoice.BalanceDue}}</b> on invoice {{Invoice.Number}}, due {{Invoice.DueDate}}.
If you have already paid, please disregard this message.</p>
${SIGNATURE}`,
    },
    {
      type: T.DepositInvoice,
      name: 'Deposit invoice',
      isDefault: true,
      subject: 'Deposit invoice {{Invoice.Number}} from {{Company.Name}}',
      body: `<p>Dear {{Customer.ContactName}},</p>
<p>To schedule your work we ask for a deposit of <b>{{Invoice.Total}}</b> (invoice {{Invoice.Number}}).</p>
${SIGNATURE}`,
    },
    {
      type: T.Statement,
      name: 'Monthly statement',
      isDefault: true,
      subject: 'Your statement from {{Company.Name}}',
      body: `<p>Dear {{Customer.ContactName}},</p>
<p>Please find attached the statement of account {{Customer.AccountNumber}} for {{Customer.Name}}.
Questions? Call us at {{Office.Phone}}.</p>
${SIGNATURE}`,
    },
    {
      type: T.Statement,
      name: 'Statement (past-due accounts)',
      subject: 'Statement and past-due balance, {{Customer.Name}}',
      body: `<p>Dear {{Customer.ContactName}},</p>
<p>Your attached statement shows invoices past due. Please remit to:<br>{{Office.Address}}</p>
${SIGNATURE}`,
    },
    {
      type: T.JobSummary,
      name: 'Job summary',
      isDefault: true,
      subject: 'Summary of job {{Job.Number}}: {{Job.Name}}',
      body: `<p>Dear {{Customer.ContactName}},</p>
<p>Attached is the summary of job {{Job.Number}} ({{Job.Name}}) at {{Job.Location}}, completed {{Job.CompletedDate}}
by {{Job.Technician}}.</p>
${SIGNATURE}`,
    },
    {
      type: T.BidProposal,
      name: 'Bid proposal',
      isDefault: true,
      subject: 'Proposal {{Bid.Number}}: {{Bid.Name}}',
      body: `<p>Dear {{Customer.ContactName}},</p>
<p>Thank you for the opportunity. Attached is our proposal {{Bid.Number}} for {{Bid.Name}} at {{Bid.Location}}.
It is valid until {{Bid.ExpirationDate}}. Sign and return it to accept.</p>
<p>{{Bid.SalesPerson}}</p>
${SIGNATURE}`,
    },
    {
      type: T.PurchaseOrder,
      name: 'Purchase order',
      isDefault: true,
      subject: 'Purchase order {{PurchaseOrder.Number}} from {{Company.Name}}',
      body: `<p>Hello {{PurchaseOrder.Supplier}},</p>
<p>Please find attached purchase order {{PurchaseOrder.Number}} ({{PurchaseOrder.Total}}), needed by
{{PurchaseOrder.ExpectedDate}}, delivered to {{PurchaseOrder.ShipTo}}.</p>
${SIGNATURE}`,
    },
    {
      type: T.PaymentReceipt,
      name: 'Payment receipt',
      isDefault: true,
      subject: 'Thank you for your payment: invoice {{Invoice.Number}}',
      body: `<p>Dear {{Customer.ContactName}},</p>
<p>We received {{Invoice.AmountPaid}} on invoice {{Invoice.Number}}. Remaining balance: {{Invoice.BalanceDue}}.</p>
${SIGNATURE}`,
    },
  ]);
  const [reminder, completed] = await db
    .insert(messageTemplates)
    .values([
      {
        name: 'Appointment reminder',
        recordType: 'job',
        subject: 'Your appointment with {{Company.Name}}',
        body: 'Hi {{Customer.ContactName}}, this is {{Company.Name}} confirming your appointment on {{Job.ScheduledStart}} at {{Job.Location}}. Questions? Call {{Office.Phone}}.',
      },
      {
        name: 'Job completed',
        recordType: 'job',
        subject: 'Job {{Job.Number}} is complete',
        body: 'Hi {{Customer.ContactName}}, {{Job.Technician}} has finished job {{Job.Number}} ({{Job.Name}}). Thank you for choosing {{Company.Name}}! After hours: {{Token.SupportPhone}}.',
      },
      {
        name: 'Invoice ready',
        recordType: 'invoice',
        subject: 'Invoice {{Invoice.Number}}',
        body: 'Hi {{Customer.ContactName}}, invoice {{Invoice.Number}} for {{Invoice.Total}} is ready; balance due {{Invoice.BalanceDue}} by {{Invoice.DueDate}}.',
      },
    ])
    .returning();
  const link = (name: string, messageTemplateId: number) =>
    db.update(notificationTypes).set({ messageTemplateId }).where(eq(notificationTypes.name, name));
  await link('Appointment scheduled', reminder.id);
  await link('Job completed', completed.id);
}
