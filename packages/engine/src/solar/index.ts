/** In-roof solar: array layout and kit, edge components round the array, and the kit's wind check. */
export * from "./edge-components.js";
export * from "./layout.js";
export * from "./types.js";
export * from "./wind-check.js";
