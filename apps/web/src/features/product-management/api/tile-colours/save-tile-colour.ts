import { type TileColour, TileColourSchema, type TileColourValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const tileColourSave = catalogueSave<TileColourValues, TileColour>({
  path: "/tilecolours",
  schema: TileColourSchema,
  texts: entitySaveTexts("colour mapping", "Colour Mapping"),
});

/** `tileId`: the tile whose page lists it. */
export const useCreateTileColour = (tileId: number) => tileColourSave.useCreate(CHANGED_BY.tilePart(tileId));
export const useUpdateTileColour = (tileId: number) => tileColourSave.useUpdate(CHANGED_BY.tilePart(tileId));
