-- Typeahead search by word prefix (docs/decisions/006-typeahead-word-prefix-search.md): the prefix tables
-- replace the trigram indexes of customers and contacts; contacts' exact e-mail filter gets its own index.
CREATE TABLE "contact_search_prefixes" (
	"prefix" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"id" integer NOT NULL,
	CONSTRAINT "contact_search_prefixes_pkey" PRIMARY KEY("prefix","last_name","first_name","id")
);
--> statement-breakpoint
CREATE TABLE "customer_search_prefixes" (
	"prefix" text NOT NULL,
	"name" text NOT NULL,
	"id" integer NOT NULL,
	CONSTRAINT "customer_search_prefixes_pkey" PRIMARY KEY("prefix","name","id")
);
--> statement-breakpoint
DROP INDEX "contacts_search_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_name_trgm_idx";--> statement-breakpoint
DROP INDEX "customers_account_trgm_idx";--> statement-breakpoint
CREATE INDEX "contacts_email_lower_idx" ON "contacts" USING btree (lower("email"));--> statement-breakpoint

-- Word-prefix typeahead search (docs/decisions/006-typeahead-word-prefix-search.md): the functions that
-- cut text into word prefixes and a query into what the search walks, and the triggers that keep
-- customer_search_prefixes and contact_search_prefixes in step with customers and contacts on every
-- write path (the API, demo data, bulk loads with triggers on).

-- The distinct prefixes of the words of t (runs of letters and digits, lower-cased), every length from 1
-- to 20 characters, so that a query word of up to 20 characters is found exactly by its own prefix.
-- Changing this function means refilling both prefix tables: the triggers find a record's old rows by
-- recomputing them.
CREATE FUNCTION search_prefixes(t text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  w text;
  n int;
  r text[] := '{}';
BEGIN
  FOREACH w IN ARRAY regexp_split_to_array(lower(t), '[^[:alnum:]]+') LOOP
    FOR n IN 1..least(length(w), 20) LOOP
      IF NOT left(w, n) = ANY (r) THEN
        r := r || left(w, n);
      END IF;
    END LOOP;
  END LOOP;
  RETURN r;
END $$;--> statement-breakpoint

-- A search query, cut as search_prefixes cuts text: `key` is the indexed prefix of the longest word (the
-- prefix walked), `others` the indexed prefixes of the other words (looked up for each record walked),
-- `patterns` one regular expression per word (the word at the start of a word of the record's text)
-- and `recheck` whether a word is longer than its indexed prefix (20 characters), so that the record's
-- own text must be tested. No word at all: key is null and nothing matches.
CREATE FUNCTION search_query(q text, OUT key text, OUT others text[], OUT patterns text[], OUT recheck boolean)
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  w text;
  k text;
  words text[] := '{}';
  best int := 0;
  cap int;
BEGIN
  others := '{}';
  patterns := '{}';
  recheck := false;
  FOREACH w IN ARRAY regexp_split_to_array(lower(q), '[^[:alnum:]]+') LOOP
    CONTINUE WHEN w = '' OR w = ANY (words);
    words := words || w;
    cap := least(length(w), 20);
    k := left(w, cap);
    recheck := recheck OR length(w) > cap;
    -- Words are letters and digits only: nothing in them is special to a regular expression.
    patterns := patterns || ('(^|[^[:alnum:]])' || w);
    IF cap > best THEN
      IF key IS NOT NULL AND NOT key = ANY (others) THEN
        others := others || key;
      END IF;
      best := cap;
      key := k;
    ELSIF k <> key AND NOT k = ANY (others) THEN
      others := others || k;
    END IF;
  END LOOP;
END $$;--> statement-breakpoint

CREATE FUNCTION customer_search_prefixes_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.name = NEW.name AND OLD.account_number = NEW.account_number AND OLD.id = NEW.id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM customer_search_prefixes p
     WHERE p.prefix = ANY (search_prefixes(OLD.name || ' ' || OLD.account_number))
       AND p.name = OLD.name AND p.id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO customer_search_prefixes (prefix, name, id)
    SELECT p, NEW.name, NEW.id FROM unnest(search_prefixes(NEW.name || ' ' || NEW.account_number)) p;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER customers_search_prefixes
AFTER INSERT OR DELETE OR UPDATE OF id, name, account_number ON customers
FOR EACH ROW EXECUTE FUNCTION customer_search_prefixes_sync();--> statement-breakpoint

CREATE FUNCTION contact_search_prefixes_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.first_name = NEW.first_name AND OLD.last_name = NEW.last_name
     AND OLD.email IS NOT DISTINCT FROM NEW.email AND OLD.id = NEW.id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM contact_search_prefixes p
     WHERE p.prefix = ANY (search_prefixes(OLD.first_name || ' ' || OLD.last_name || ' ' || coalesce(OLD.email, '')))
       AND p.last_name = OLD.last_name AND p.first_name = OLD.first_name AND p.id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO contact_search_prefixes (prefix, last_name, first_name, id)
    SELECT p, NEW.last_name, NEW.first_name, NEW.id
      FROM unnest(search_prefixes(NEW.first_name || ' ' || NEW.last_name || ' ' || coalesce(NEW.email, ''))) p;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint

CREATE TRIGGER contacts_search_prefixes
AFTER INSERT OR DELETE OR UPDATE OF id, first_name, last_name, email ON contacts
FOR EACH ROW EXECUTE FUNCTION contact_search_prefixes_sync();--> statement-breakpoint

-- The rows already there.
INSERT INTO customer_search_prefixes (prefix, name, id)
SELECT p, c.name, c.id FROM customers c, unnest(search_prefixes(c.name || ' ' || c.account_number)) p;--> statement-breakpoint
INSERT INTO contact_search_prefixes (prefix, last_name, first_name, id)
SELECT p, c.last_name, c.first_name, c.id
  FROM contacts c, unnest(search_prefixes(c.first_name || ' ' || c.last_name || ' ' || coalesce(c.email, ''))) p;
