import { type ColourValues, type FinishValues, TILE_TYPES } from "@portal/contracts";
import type { AppContext } from "../../../context.js";
import { conflict } from "../../../errors.js";
import type { AuthenticatedUser } from "../../../plugins/auth.js";
import { duplicateMessage, fieldError, found, guardWrite, inUseMessage } from "../shared/write-guard.js";
import { presentColour, presentFinish } from "./finishes-colours.presenter.js";
import * as repository from "./finishes-colours.repository.js";

function describeUsage(parts: Array<[number, string]>): string {
  return parts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `${n} ${what}`)
    .join(" and ");
}

export async function listFinishes(ctx: AppContext) {
  return (await repository.listFinishes(ctx.db)).map(presentFinish);
}

export async function getFinish(ctx: AppContext, id: number) {
  return presentFinish(found(await repository.findFinish(ctx.db, id)));
}

const finishDuplicate = (name: string) => duplicateMessage("finish", "name", name);

export async function createFinish(ctx: AppContext, user: AuthenticatedUser, input: FinishValues) {
  const row = await guardWrite(() => repository.insertFinish(ctx.db, { name: input.name, updatedByUserId: user.id }), {
    duplicate: finishDuplicate(input.name),
  });
  return presentFinish(row);
}

export async function updateFinish(ctx: AppContext, user: AuthenticatedUser, id: number, input: FinishValues) {
  const row = await guardWrite(
    () =>
      repository.updateFinish(ctx.db, id, { name: input.name, updatedByUserId: user.id, updatedAt: ctx.clock.now() }),
    { duplicate: finishDuplicate(input.name) },
  );
  return presentFinish(found(row));
}

export async function deleteFinish(ctx: AppContext, id: number) {
  found(await repository.findFinish(ctx.db, id));
  const usage = await repository.finishUsage(ctx.db, id);
  if (usage.colours + usage.headlapRules > 0) {
    throw conflict(
      inUseMessage(
        "finish",
        describeUsage([
          [usage.colours, "colour(s)"],
          [usage.headlapRules, "headlap rule(s)"],
        ]),
      ),
    );
  }
  await guardWrite(() => repository.deleteFinish(ctx.db, id), { inUse: inUseMessage("finish", "other data") });
}

async function checkColourReferences(ctx: AppContext, input: ColourValues) {
  if (!(await repository.findFinish(ctx.db, input.finishId))) throw fieldError("FinishId", "Finish is invalid");
  if (input.tileType !== null && !TILE_TYPES.some((type) => type.id === input.tileType)) {
    throw fieldError("TileType", "Tile Type is invalid");
  }
}

const colourValues = (input: ColourValues, user: AuthenticatedUser) => ({
  suffix: input.suffix,
  description: input.description,
  colourHexValue: input.colourHexValue,
  finishId: input.finishId,
  imageUrl: input.imageUrl,
  tileType: input.tileType,
  updatedByUserId: user.id,
});
const colourDuplicate = (suffix: string) => duplicateMessage("colour", "suffix", suffix);

export async function listColours(ctx: AppContext) {
  return (await repository.listColours(ctx.db)).map(presentColour);
}

export async function getColour(ctx: AppContext, id: number) {
  return presentColour(found(await repository.findColour(ctx.db, id)));
}

export async function createColour(ctx: AppContext, user: AuthenticatedUser, input: ColourValues) {
  await checkColourReferences(ctx, input);
  const id = await guardWrite(() => repository.insertColour(ctx.db, colourValues(input, user)), {
    duplicate: colourDuplicate(input.suffix),
  });
  return getColour(ctx, id);
}

export async function updateColour(ctx: AppContext, user: AuthenticatedUser, id: number, input: ColourValues) {
  found(await repository.findColour(ctx.db, id));
  await checkColourReferences(ctx, input);
  await guardWrite(
    () => repository.updateColour(ctx.db, id, { ...colourValues(input, user), updatedAt: ctx.clock.now() }),
    { duplicate: colourDuplicate(input.suffix) },
  );
  return getColour(ctx, id);
}

export async function deleteColour(ctx: AppContext, id: number) {
  found(await repository.findColour(ctx.db, id));
  const usage = await repository.colourUsage(ctx.db, id);
  if (usage.tiles + usage.components + usage.roofSystems > 0) {
    throw conflict(
      inUseMessage(
        "colour",
        describeUsage([
          [usage.tiles, "tile(s)"],
          [usage.components, "product component colour mapping(s)"],
          [usage.roofSystems, "roof system component(s)"],
        ]),
      ),
    );
  }
  await guardWrite(() => repository.deleteColour(ctx.db, id), { inUse: inUseMessage("colour", "other data") });
}

export { describeUsage };
