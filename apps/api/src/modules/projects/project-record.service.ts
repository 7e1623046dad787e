import { type NameUpdate, VERSION_MESSAGES } from "@portal/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DatabaseOrTransaction } from "../../db/database.js";
import { type Edit, editBy } from "../../db/project-record-rows.js";
import { conflict } from "../../errors.js";
import type { JobDefinition } from "../../jobs/job-queue.js";
import type { AuthenticatedUser } from "../../plugins/auth.js";
import { queueClone } from "../cloning/cloning.service.js";

/** The writes of a project's record kind, as `db/project-record-rows.ts#projectRecordRows` gives them. */
type ProjectRecordWrites<Saved> = {
  renameAtVersion: (
    db: DatabaseOrTransaction,
    target: { id: number; expectedVersion: number },
    name: string,
    edit: Edit,
  ) => Promise<Saved | undefined>;
  softDelete: (db: DatabaseOrTransaction, id: number, edit: Edit) => Promise<void>;
};

/**
 * The rules plots and roofs share, given how the caller reaches a record of the kind (`findAccessible`, a 404 when
 * its project is not the caller's to use): a rename made from an older version answers 409 and changes nothing, a
 * delete is soft, and a clone is queued under the caller's cap as `clone.job` with its payload for the record.
 */
export function projectRecordRules<Found extends { id: number }, Saved, Schema extends z.ZodType>(
  level: "plot" | "roof",
  findAccessible: (ctx: AppContext, user: AuthenticatedUser, id: number) => Promise<Found>,
  rows: ProjectRecordWrites<Saved>,
  clone: {
    job: JobDefinition<Schema>;
    payload: (found: Found, name: string) => Omit<z.input<Schema>, "userId" | "cloneRequestId">;
  },
) {
  return {
    /** The record as the caller found it and as the rename saved it. */
    async rename(ctx: AppContext, user: AuthenticatedUser, id: number, input: NameUpdate) {
      const found = await findAccessible(ctx, user, id);
      const target = { id, expectedVersion: input.version };
      const saved = await rows.renameAtVersion(ctx.db, target, input.name, editBy(ctx, user));
      if (!saved) throw conflict(VERSION_MESSAGES.changedElsewhere(level));
      return { found, saved };
    },
    /** Soft delete (spec 02 §3 isDeleted): the record leaves every list but stays for the record. */
    async remove(ctx: AppContext, user: AuthenticatedUser, id: number): Promise<void> {
      await findAccessible(ctx, user, id);
      await rows.softDelete(ctx.db, id, editBy(ctx, user));
    },
    /** Queues a copy under `name`; the caller is told over realtime when it is done. */
    async clone(ctx: AppContext, user: AuthenticatedUser, id: number, name: string): Promise<number> {
      const found = await findAccessible(ctx, user, id);
      return queueClone(ctx, user, { level, sourceId: found.id }, clone.job, clone.payload(found, name));
    },
  };
}
