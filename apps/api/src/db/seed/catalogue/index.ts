import { COLOURS, FINISHES } from "./finishes-colours.js";
import { FORMULA_LIST } from "./formulas.js";
import { NBS_HEADERS } from "./nbs.js";
import { PRODUCT_COMPONENTS } from "./product-components.js";
import { ROOF_SYSTEMS } from "./roof-systems.js";
import { SOLAR_COMPONENTS, SOLAR_SYSTEMS } from "./solar.js";
import { TILES } from "./tiles.js";

/** The catalogue a new install starts with. Sources: docs/catalogue-sources.md. */
export const CATALOGUE = {
  formulas: FORMULA_LIST,
  finishes: FINISHES,
  colours: COLOURS,
  productComponents: PRODUCT_COMPONENTS,
  tiles: TILES,
  roofSystems: ROOF_SYSTEMS,
  nbsHeaders: NBS_HEADERS,
  solarComponents: SOLAR_COMPONENTS,
  solarSystems: SOLAR_SYSTEMS,
};
export type Catalogue = typeof CATALOGUE;
