import { type Tile, TileSchema, type TileValues } from "@portal/contracts";
import { TILES_TEXT } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const tileSave = catalogueSave<TileValues, Tile>({
  path: "/tiles",
  schema: TileSchema,
  texts: entitySaveTexts(TILES_TEXT),
});

export const useCreateTile = () => tileSave.useCreate(CHANGED_BY.tile);
export const useUpdateTile = () => tileSave.useUpdate(CHANGED_BY.tile);
