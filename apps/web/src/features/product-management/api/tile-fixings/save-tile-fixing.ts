import {
  type TileFixing,
  type TileFixingCreateValues,
  TileFixingSchema,
  type TileFixingUpdateValues,
} from "@portal/contracts";
import { TILES_TEXT } from "@portal/contracts/ui";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

/** Maps a product component to a tile as one of its fixings (spec 03 §7.3); an update names it by its mapping id. */
const tileFixingSave = catalogueSave<TileFixingCreateValues, TileFixing, TileFixingUpdateValues>({
  path: "/product-components/product-component-fixing-for-tile",
  schema: TileFixingSchema,
  texts: entitySaveTexts(TILES_TEXT.fixingComponents),
});

/** `tileId`: the tile whose page lists it. */
export const useCreateTileFixing = (tileId: number) => tileFixingSave.useCreate(CHANGED_BY.tilePart(tileId));
export const useUpdateTileFixing = (tileId: number) => tileFixingSave.useUpdate(CHANGED_BY.tilePart(tileId));
