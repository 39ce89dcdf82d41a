-- The ledger's rules, kept by the database so no path (service, script, psql) can break them.
-- 1. After each INSERT statement on journal_lines: every entry it touched balances (debits = credits over
--    all its lines), no line falls in a closed calendar period, and gl_period_balances gains the sums.
--    An entry's lines are therefore written in one statement (docs/decisions/009-ledger-in-the-database.md).
CREATE FUNCTION journal_lines_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO gl_period_balances AS b (account_id, period_id, office_id, division_id, department_id, debit, credit)
  SELECT account_id, period_id, office_id, division_id, department_id, sum(debit), sum(credit)
  FROM new_lines
  GROUP BY account_id, period_id, office_id, division_id, department_id
  ON CONFLICT (account_id, period_id, office_id, division_id, department_id)
  DO UPDATE SET debit = b.debit + excluded.debit, credit = b.credit + excluded.credit;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER journal_lines_after_insert AFTER INSERT ON journal_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_after_insert();--> statement-breakpoint
-- 2. Posted lines keep their account, amounts, period and modifiers; only the memo may change. No deletes.
CREATE FUNCTION journal_lines_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.entry_id, NEW.account_id, NEW.period_id, NEW.entry_date, NEW.office_id,
      NEW.division_id, NEW.department_id, NEW.debit, NEW.credit)
      IS NOT DISTINCT FROM (OLD.entry_id, OLD.account_id, OLD.period_id, OLD.entry_date, OLD.office_id,
      OLD.division_id, OLD.department_id, OLD.debit, OLD.credit) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Posted journal lines cannot be changed or deleted; reverse or adjust the entry instead.'
    USING ERRCODE = '23514', CONSTRAINT = 'journal_line_posted';
END $$;--> statement-breakpoint
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_lines_immutable();--> statement-breakpoint
-- 3. An entry's date and period cannot move once it has lines (its lines carry them).
CREATE FUNCTION journal_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW.entry_date IS DISTINCT FROM OLD.entry_date OR NEW.period_id IS DISTINCT FROM OLD.period_id
      OR NEW.total IS DISTINCT FROM OLD.total THEN
    RAISE EXCEPTION 'Posted journal entries keep their date and amounts; reverse or adjust the entry instead.'
      USING ERRCODE = '23514', CONSTRAINT = 'journal_entry_posted';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_entries_immutable();--> statement-breakpoint
-- Reference rows every install needs (editable afterwards).
INSERT INTO "gl_account_groups" ("name", "account_type", "sort") VALUES
  ('Current Assets', 1, 1),
  ('Fixed Assets', 1, 2),
  ('Current Liabilities', 2, 3),
  ('Long-term Liabilities', 2, 4),
  ('Equity', 3, 5),
  ('Revenue', 4, 6),
  ('Cost of Goods Sold', 5, 7),
  ('Operating Expenses', 6, 8),
  ('Other Income', 7, 9),
  ('Other Expenses', 8, 10);--> statement-breakpoint
INSERT INTO "payment_methods" ("id", "name", "is_credit_card", "is_ach", "sort_order") VALUES
  (0, 'Stored Card', true, false, 0),
  (1, 'Cash', false, false, 1),
  (2, 'Credit Card (external terminal)', true, false, 2),
  (3, 'ACH / Bank Transfer', false, true, 3),
  (4, 'Wire Transfer', false, false, 4),
  (16, 'Check / E-Check', false, true, 16);--> statement-breakpoint
INSERT INTO "payment_types" ("name") VALUES ('Payment'), ('Deposit'), ('Credit'), ('Refund');
