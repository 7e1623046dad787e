import { type TileColour, TileColourSchema, type TileColourValues } from "@portal/contracts";
import { TILES_TEXT } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const tileColourSave = catalogueSave<TileColourValues, TileColour>({
  path: "/tilecolours",
  schema: TileColourSchema,
  texts: entitySaveTexts(TILES_TEXT.colourMappings),
});

/** `tileId`: the tile whose page lists it. */
export const useCreateTileColour = (tileId: number) => tileColourSave.useCreate(CHANGED_BY.tilePart(tileId));
export const useUpdateTileColour = (tileId: number) => tileColourSave.useUpdate(CHANGED_BY.tilePart(tileId));
