/** In-roof solar: array layout and kit, edge components round the array, its fit on the roof, and the kit's wind check. */
export * from "./edge-components.js";
export * from "./layout.js";
export * from "./roof-fit.js";
export * from "./types.js";
export * from "./wind-check.js";
