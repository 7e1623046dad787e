export * from "./constants.js";
export {
  type FormulaOption,
  FormulaOptionSchema,
  idParam,
  type ReferenceOption,
  ReferenceOptionSchema,
  TileAndIdParamsSchema,
} from "./fields.js";
export * from "./finishes-colours.js";
export * from "./messages.js";
export * from "./nbs.js";
export * from "./product-components.js";
export * from "./roof-systems.js";
export * from "./solar.js";
export * from "./tiles.js";
