-- Trigram matching lets "contains" filters (ILIKE '%text%') use an index instead of reading every row.
-- pg_trgm is a trusted extension: the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
