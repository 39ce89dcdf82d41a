ALTER TABLE "contact_search_prefixes" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_search_prefixes" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Typeahead pickers ask for active records only (isActive=true). The prefix rows carry the record's flag
-- in their primary key (INCLUDE), so that filter is read off the index like the rest of the walk instead
-- of reading each walked record's row (docs/decisions/006-typeahead-word-prefix-search.md).
UPDATE customer_search_prefixes p SET is_active = false FROM customers c WHERE c.id = p.id AND NOT c.is_active;--> statement-breakpoint
UPDATE contact_search_prefixes p SET is_active = false FROM contacts c WHERE c.id = p.id AND NOT c.is_active;--> statement-breakpoint
ALTER TABLE customer_search_prefixes DROP CONSTRAINT customer_search_prefixes_pkey,
  ADD CONSTRAINT customer_search_prefixes_pkey PRIMARY KEY (prefix, name, id) INCLUDE (is_active);--> statement-breakpoint
ALTER TABLE contact_search_prefixes DROP CONSTRAINT contact_search_prefixes_pkey,
  ADD CONSTRAINT contact_search_prefixes_pkey PRIMARY KEY (prefix, last_name, first_name, id) INCLUDE (is_active);--> statement-breakpoint

CREATE OR REPLACE FUNCTION customer_search_prefixes_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.name = NEW.name AND OLD.account_number = NEW.account_number AND OLD.id = NEW.id THEN
    IF OLD.is_active <> NEW.is_active THEN
      UPDATE customer_search_prefixes p SET is_active = NEW.is_active
       WHERE p.prefix = ANY (search_prefixes(NEW.name || ' ' || NEW.account_number))
         AND p.name = NEW.name AND p.id = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM customer_search_prefixes p
     WHERE p.prefix = ANY (search_prefixes(OLD.name || ' ' || OLD.account_number))
       AND p.name = OLD.name AND p.id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO customer_search_prefixes (prefix, name, id, is_active)
    SELECT p, NEW.name, NEW.id, NEW.is_active FROM unnest(search_prefixes(NEW.name || ' ' || NEW.account_number)) p;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

DROP TRIGGER customers_search_prefixes ON customers;--> statement-breakpoint
CREATE TRIGGER customers_search_prefixes
AFTER INSERT OR DELETE OR UPDATE OF id, name, account_number, is_active ON customers
FOR EACH ROW EXECUTE FUNCTION customer_search_prefixes_sync();--> statement-breakpoint

CREATE OR REPLACE FUNCTION contact_search_prefixes_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.first_name = NEW.first_name AND OLD.last_name = NEW.last_name
     AND OLD.email IS NOT DISTINCT FROM NEW.email AND OLD.id = NEW.id THEN
    IF OLD.is_active <> NEW.is_active THEN
      UPDATE contact_search_prefixes p SET is_active = NEW.is_active
       WHERE p.prefix = ANY (search_prefixes(NEW.first_name || ' ' || NEW.last_name || ' ' || coalesce(NEW.email, '')))
         AND p.last_name = NEW.last_name AND p.first_name = NEW.first_name AND p.id = NEW.id;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM contact_search_prefixes p
     WHERE p.prefix = ANY (search_prefixes(OLD.first_name || ' ' || OLD.last_name || ' ' || coalesce(OLD.email, '')))
       AND p.last_name = OLD.last_name AND p.first_name = OLD.first_name AND p.id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO contact_search_prefixes (prefix, last_name, first_name, id, is_active)
    SELECT p, NEW.last_name, NEW.first_name, NEW.id, NEW.is_active
      FROM unnest(search_prefixes(NEW.first_name || ' ' || NEW.last_name || ' ' || coalesce(NEW.email, ''))) p;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

DROP TRIGGER contacts_search_prefixes ON contacts;--> statement-breakpoint
CREATE TRIGGER contacts_search_prefixes
AFTER INSERT OR DELETE OR UPDATE OF id, first_name, last_name, email, is_active ON contacts
FOR EACH ROW EXECUTE FUNCTION contact_search_prefixes_sync();
