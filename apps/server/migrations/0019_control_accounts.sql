CREATE TABLE "gl_control_owners" (
	"control_kind" text NOT NULL,
	"source_type" text NOT NULL,
	CONSTRAINT "gl_control_owners_pkey" PRIMARY KEY("control_kind","source_type")
);
--> statement-breakpoint
ALTER TABLE "gl_accounts" ADD COLUMN "control_kind" text;--> statement-breakpoint
-- Control accounts (issue 14, docs/accounting/ledger.md "Control accounts"): the accounts holding the AR, AP,
-- Inventory and AccruedPayables roles carry their role as control kind; gl_control_owners lists the journal
-- source types that may post to each kind (CONTROL_OWNERS of contracts/ledger/ledger.constants.ts).
UPDATE "gl_accounts" SET "control_kind" = "system_role"
  WHERE "system_role" IN ('AR', 'AP', 'Inventory', 'AccruedPayables');--> statement-breakpoint
INSERT INTO "gl_control_owners" ("control_kind", "source_type") VALUES
  ('AR', 'Invoice'), ('AR', 'InvoiceVoid'), ('AR', 'Payment'), ('AR', 'PaymentVoid'), ('AR', 'Deposit'),
  ('AR', 'Credit'), ('AR', 'CreditApplication'),
  ('AP', 'VendorBill'), ('AP', 'VendorBillVoid'), ('AP', 'BillPayment'), ('AP', 'BillPaymentVoid'),
  ('Inventory', 'StockReceipt'), ('Inventory', 'StockIssue'), ('Inventory', 'StockTransfer'),
  ('Inventory', 'StockAdjustment'),
  ('AccruedPayables', 'StockReceipt'), ('AccruedPayables', 'VendorBill'), ('AccruedPayables', 'VendorBillVoid');--> statement-breakpoint
-- The statement trigger of migration 0013, plus two rules: a line on a control account must come from one of
-- the kind's owners, and no period balance may grow past what numeric(18,2) holds (checked before the upsert,
-- which would otherwise fail with an overflow, and with it every later posting to that account and month).
CREATE OR REPLACE FUNCTION journal_lines_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT e.entry_id, s.debits, s.credits INTO bad
  FROM (SELECT DISTINCT entry_id FROM new_lines) e
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(l.debit), 0) AS debits, coalesce(sum(l.credit), 0) AS credits
    FROM journal_lines l WHERE l.entry_id = e.entry_id
  ) s
  WHERE s.debits <> s.credits
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Journal entry % does not balance: debits % and credits %.', bad.entry_id, bad.debits, bad.credits
      USING ERRCODE = '23514', CONSTRAINT = 'journal_entry_balanced';
  END IF;
  IF EXISTS (
    SELECT 1 FROM (SELECT DISTINCT period_id FROM new_lines) p
    JOIN calendar_periods cp ON cp.id = p.period_id
    WHERE cp.is_closed
  ) THEN
    RAISE EXCEPTION 'The calendar period is closed to postings.'
      USING ERRCODE = '23514', CONSTRAINT = 'calendar_period_open';
  END IF;
  SELECT a.code, a.name, a.control_kind, l.source_type INTO bad
  FROM new_lines l JOIN gl_accounts a ON a.id = l.account_id
  WHERE a.control_kind IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM gl_control_owners o
                    WHERE o.control_kind = a.control_kind AND o.source_type = l.source_type)
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'Account % % is the % control account; % entries cannot post to it.', bad.code, bad.name,
      CASE bad.control_kind WHEN 'AR' THEN 'receivables' WHEN 'AP' THEN 'payables'
        WHEN 'AccruedPayables' THEN 'received-not-billed' ELSE lower(bad.control_kind) END,
      coalesce(bad.source_type, 'unlabelled')
      USING ERRCODE = '23514', CONSTRAINT = 'control_account_owner';
  END IF;
  SELECT a.code, a.name, cp.name AS period INTO bad
  FROM (
    SELECT account_id, period_id, office_id, division_id, department_id, sum(debit) AS debit, sum(credit) AS credit
    FROM new_lines GROUP BY account_id, period_id, office_id, division_id, department_id
  ) n
  LEFT JOIN gl_period_balances b USING (account_id, period_id, office_id, division_id, department_id)
  JOIN gl_accounts a ON a.id = n.account_id
  JOIN calendar_periods cp ON cp.id = n.period_id
  WHERE coalesce(b.debit, 0) + n.debit > 9999999999999999.99
     OR coalesce(b.credit, 0) + n.credit > 9999999999999999.99
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'The entry would take the % total of account % % past 9,999,999,999,999,999.99, the most the ledger holds for one account and month.',
      bad.period, bad.code, bad.name
      USING ERRCODE = '23514', CONSTRAINT = 'gl_period_balance_limit';
  END IF;
  INSERT INTO gl_period_balances AS b (account_id, period_id, office_id, division_id, department_id, debit, credit)
  SELECT account_id, period_id, office_id, division_id, department_id, sum(debit), sum(credit)
  FROM new_lines
  GROUP BY account_id, period_id, office_id, division_id, department_id
  ON CONFLICT (account_id, period_id, office_id, division_id, department_id)
  DO UPDATE SET debit = b.debit + excluded.debit, credit = b.credit + excluded.credit;
  RETURN NULL;
END $$;
