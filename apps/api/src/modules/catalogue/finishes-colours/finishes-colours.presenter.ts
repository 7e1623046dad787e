import type { Colour, Finish } from "@portal/contracts";
import type { FinishRow } from "../../../db/schema/index.js";
import type { ColourWithFinish } from "./finishes-colours.repository.js";

export function presentFinish(row: FinishRow): Finish {
  return { id: row.id, name: row.name, updatedByUserId: row.updatedByUserId };
}

export function presentColour({ colour, finishName }: ColourWithFinish): Colour {
  return {
    id: colour.id,
    suffix: colour.suffix,
    description: colour.description,
    colourHexValue: colour.colourHexValue,
    finishId: colour.finishId,
    imageUrl: colour.imageUrl,
    tileType: colour.tileType,
    updatedByUserId: colour.updatedByUserId,
    finish: { id: colour.finishId, name: finishName },
  };
}
