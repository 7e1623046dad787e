import { type ColourValues, type FinishValues, TILE_TYPES } from "@portal/contracts";
import type { AppContext } from "../../../context.js";
import { guardWrite } from "../../../db/write-guard.js";
import { found } from "../../../errors.js";
import type { AuthenticatedUser } from "../../../plugins/auth.js";
import { removeUnlessUsed, rowService } from "../shared/row-service.js";
import { duplicateMessage, fieldError } from "../shared/write-guard.js";
import { presentColour, presentFinish } from "./finishes-colours.presenter.js";
import * as repository from "./finishes-colours.repository.js";

export async function listFinishes(ctx: AppContext) {
  return (await repository.listFinishes(ctx.db)).map(presentFinish);
}

export async function getFinish(ctx: AppContext, id: number) {
  return presentFinish(found(await repository.finishRows.find(ctx.db, id)));
}

const finishDuplicate = (name: string) => duplicateMessage("finish", "name", name);

export async function createFinish(ctx: AppContext, user: AuthenticatedUser, input: FinishValues) {
  const row = await guardWrite(
    () => repository.finishRows.insertReturning(ctx.db, { name: input.name, updatedByUserId: user.id }),
    {
      duplicate: finishDuplicate(input.name),
    },
  );
  return presentFinish(row);
}

export async function updateFinish(ctx: AppContext, user: AuthenticatedUser, id: number, input: FinishValues) {
  const values = { name: input.name, updatedByUserId: user.id, updatedAt: ctx.clock.now() };
  const row = await guardWrite(() => repository.finishRows.updateReturning(ctx.db, id, values), {
    duplicate: finishDuplicate(input.name),
  });
  return presentFinish(found(row));
}

export const deleteFinish = removeUnlessUsed(repository.finishRows, "finish", async (ctx, id) => {
  const usage = await repository.finishUsage(ctx.db, id);
  return [
    [usage.colours, "colour(s)"],
    [usage.headlapRules, "headlap rule(s)"],
  ];
});

async function checkColourReferences(ctx: AppContext, input: ColourValues) {
  if (!(await repository.finishRows.find(ctx.db, input.finishId))) throw fieldError("FinishId", "Finish is invalid");
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

const colourRules = rowService(repository.colourRows, presentColour, {
  check: checkColourReferences,
  values: colourValues,
  duplicate: (input) => colourDuplicate(input.suffix),
});

const deleteColour = removeUnlessUsed(repository.colourRows, "colour", async (ctx, id) => {
  const usage = await repository.colourUsage(ctx.db, id);
  return [
    [usage.tiles, "tile(s)"],
    [usage.components, "product component colour mapping(s)"],
    [usage.roofSystems, "roof system component(s)"],
  ];
});

/** A colour in use is not deleted. */
export const colourResource = { ...colourRules, remove: deleteColour };
