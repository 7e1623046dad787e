/**
 * @portal/engine: pure roofing calculations. Site wind (BS EN 1991-1-4 + UK NA), BS 5534 tile fixing,
 * the bill of quantities, NBS clause selection, and the calculation trace every top-level function returns.
 */
export { EngineInputError } from "./errors.js";
export * from "./estimate/estimate.js";
export * from "./estimate/formula-registry.js";
export * from "./fixing/battens-and-underlay.js";
export * from "./fixing/design-uplift.js";
export * from "./fixing/fixing-options.js";
export * from "./fixing/fixing-specification.js";
export * from "./fixing/gauge-and-headlap.js";
export * from "./fixing/tile-resistance.js";
export * from "./fixing/tile-specification.js";
export * from "./fixing/verdict.js";
export * from "./geometry/distance-to-polylines.js";
export * from "./nbs/clause-codes.js";
export * from "./nbs/nbs-clauses.js";
export { NBS_PLACEHOLDER_ALIASES, placeholderTokens, templateOfEditedText } from "./nbs/placeholders.js";
export * from "./roof/calculate-roof.js";
export * from "./roof/take-off.js";
export * from "./solar/index.js";
export * from "./trace.js";
export * from "./wind/exposure-charts.js";
export * from "./wind/peak-velocity-pressure.js";
export * from "./wind/pressure-coefficients.js";
export * from "./wind/roof-zones.js";
export * from "./wind/site-wind.js";
