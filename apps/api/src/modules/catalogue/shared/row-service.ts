import type { AppContext } from "../../../context.js";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import type { TableRows } from "../../../db/table-rows.js";
import { guardWrite } from "../../../db/write-guard.js";
import { found } from "../../../errors.js";
import type { AuthenticatedUser } from "../../../plugins/auth.js";
import { inUseMessage, refuseWhileUsed } from "./write-guard.js";

/** A catalogue resource's get, create, update and delete, as `rowService` builds them. */
export type RowService<Input, Output> = {
  get: (ctx: AppContext, id: number) => Promise<Output>;
  create: (ctx: AppContext, user: AuthenticatedUser, input: Input) => Promise<Output>;
  update: (ctx: AppContext, user: AuthenticatedUser, id: number, input: Input) => Promise<Output>;
  remove: (ctx: AppContext, id: number) => Promise<void>;
};

/**
 * The rules a catalogue row shares with most others: a missing row is a 404 (on update and delete, before the
 * input is checked), every write is read back through the presenter, an update stamps `updatedAt`, and a
 * unique-index violation is the resource's 409.
 */
export function rowService<Input, Values, Found, Output>(
  rows: TableRows<Found, NoInfer<Values>>,
  present: (row: Found) => Output,
  rules: {
    /** Refuses an input whose references or lookups are invalid (a 400 naming the field). */
    check?: (ctx: AppContext, input: Input) => void | Promise<void>;
    /** The columns to write; `ctx` is there for the values that need a lookup. */
    values: (input: Input, user: AuthenticatedUser, ctx: AppContext) => Values | Promise<Values>;
    /** The 409's message; a resource without one has no unique index a valid input could break. */
    duplicate?: (input: Input) => string;
  },
): RowService<Input, Output> {
  const { check, values, duplicate } = rules;
  const checkedValues = async (ctx: AppContext, input: Input, user: AuthenticatedUser) => {
    await check?.(ctx, input);
    return values(input, user, ctx);
  };
  const write = <T>(input: Input, run: () => Promise<T>) =>
    duplicate ? guardWrite(run, { duplicate: duplicate(input) }) : run();
  const get = async (ctx: AppContext, id: number) => present(found(await rows.find(ctx.db, id)));

  return {
    get,
    async create(ctx, user, input) {
      const columns = await checkedValues(ctx, input, user);
      return get(ctx, await write(input, () => rows.insert(ctx.db, columns)));
    },
    async update(ctx, user, id, input) {
      found(await rows.find(ctx.db, id));
      const columns = await checkedValues(ctx, input, user);
      await write(input, () => rows.update(ctx.db, id, { ...columns, updatedAt: ctx.clock.now() }));
      return get(ctx, id);
    },
    async remove(ctx, id) {
      found(await rows.find(ctx.db, id));
      await rows.remove(ctx.db, id);
    },
  };
}

/**
 * A delete refused while anything uses the row: a missing row is a 404, the uses counted are named in a 409,
 * and a use the counts do not see, held by a foreign key, is a 409 naming "other data".
 */
export function removeUnlessUsed(
  rows: {
    find: (db: DatabaseOrTransaction, id: number) => Promise<unknown>;
    remove: (db: DatabaseOrTransaction, id: number) => Promise<void>;
  },
  entity: string,
  usesOf: (ctx: AppContext, id: number) => Promise<Array<[number, string]>>,
) {
  return async (ctx: AppContext, id: number): Promise<void> => {
    found(await rows.find(ctx.db, id));
    refuseWhileUsed(entity, await usesOf(ctx, id));
    await guardWrite(() => rows.remove(ctx.db, id), { inUse: inUseMessage(entity, "other data") });
  };
}
