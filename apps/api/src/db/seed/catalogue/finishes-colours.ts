import { TILE_TYPE } from "@portal/contracts";
import type { SeedColour, SeedFinish } from "./types.js";

/** Surface finishes. Smooth/granular: flat concrete tile panel (b); engobe: clay range names (names list, §1.2). */
export const FINISHES: SeedFinish[] = [
  { name: "Smooth" }, // (b) smooth and granular concrete finishes
  { name: "Granular" }, // (b)
  { name: "Natural clay" }, // (a), (o) through-coloured clay
  { name: "Engobe" }, // clay engobe range names, §1.2 "Names without data"
  { name: "Fibre cement" }, // (p), (q)
  { name: "Riven natural slate" }, // (q2)
  { name: "Fitting" }, // finish of dry-fix fittings; representative value
];

/**
 * Colours. Hex values are representative swatches (no maker publishes them); descriptions are generic
 * trade colour names unless noted.
 */
export const COLOURS: SeedColour[] = [
  // Concrete interlocking tiles: colour counts from (h) (10 smooth, 4 heritage, 1 granular); names representative.
  { suffix: "SGY", description: "Smooth Grey", finish: "Smooth", colourHexValue: "#6b6e70" },
  { suffix: "SBR", description: "Smooth Brown", finish: "Smooth", colourHexValue: "#5a3d2b" },
  { suffix: "SRD", description: "Smooth Red", finish: "Smooth", colourHexValue: "#8a3b2e" },
  { suffix: "SSG", description: "Smooth Slate Grey", finish: "Smooth", colourHexValue: "#3f4447" },
  { suffix: "SAB", description: "Smooth Antique Brown", finish: "Smooth", colourHexValue: "#4e3628" },
  { suffix: "GDR", description: "Granular Dark Red", finish: "Granular", colourHexValue: "#6e2c24" },
  { suffix: "GBR", description: "Granular Brown", finish: "Granular", colourHexValue: "#5c4232" },
  { suffix: "GRR", description: "Granular Rustic Red", finish: "Granular", colourHexValue: "#84432f" },
  { suffix: "GHB", description: "Granular Heritage Brown", finish: "Granular", colourHexValue: "#4b3a2e" },
  // Clay: Natural Red (d), Light Mixed Brindle (o); Antique engobe from the clay names list (§1.2).
  { suffix: "CNR", description: "Natural Red", finish: "Natural clay", colourHexValue: "#a2482f" },
  { suffix: "CLB", description: "Light Mixed Brindle", finish: "Natural clay", colourHexValue: "#9b5a3c" },
  { suffix: "CAE", description: "Antique Engobe", finish: "Engobe", colourHexValue: "#5b4638" },
  // Fibre-cement slate: Blue-Black (p), (q).
  {
    suffix: "FBB",
    description: "Blue-Black",
    finish: "Fibre cement",
    colourHexValue: "#2b2f36",
    tileType: TILE_TYPE.fibreCementSlate,
  },
  // Natural slate: blue/black and grey (q2).
  {
    suffix: "NBB",
    description: "Blue/Black",
    finish: "Riven natural slate",
    colourHexValue: "#2e3238",
    tileType: TILE_TYPE.naturalSlate,
  },
  {
    suffix: "NGY",
    description: "Grey",
    finish: "Riven natural slate",
    colourHexValue: "#55595e",
    tileType: TILE_TYPE.naturalSlate,
  },
  // Fittings: dry-fix units in black, brown, grey (representative); lead grey GRP bonding gutter (bb).
  { suffix: "XBK", description: "Black", finish: "Fitting", colourHexValue: "#1f1f1f" },
  { suffix: "XBR", description: "Brown", finish: "Fitting", colourHexValue: "#4a3326" },
  { suffix: "XGY", description: "Grey", finish: "Fitting", colourHexValue: "#6a6d70" },
  { suffix: "XRD", description: "Terracotta", finish: "Fitting", colourHexValue: "#93452f" },
  { suffix: "XLG", description: "Lead Grey", finish: "Fitting", colourHexValue: "#7d8186" },
];
