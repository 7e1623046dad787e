import { sql } from "drizzle-orm";

/**
 * The next readable, unique reference number, e.g. PRJ-001000 (from a database sequence, so never reused): a new
 * project (modules/projects) and a cloned one (modules/cloning) take theirs the same way.
 */
export const nextReferenceNumber = () => sql<string>`'PRJ-' || lpad(nextval('project_reference_seq')::text, 6, '0')`;
