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

/** A colour as its suffix, its description and a representative swatch. */
type Swatch = [suffix: string, description: string, colourHexValue: string];

/** The colours of one finish (and of one tile type, for colours that belong to a single type). */
function coloursOf(finish: string, swatches: Swatch[], tileType?: number): SeedColour[] {
  return swatches.map(([suffix, description, colourHexValue]) => ({
    suffix,
    description,
    finish,
    colourHexValue,
    ...(tileType === undefined ? {} : { tileType }),
  }));
}

/**
 * Colours. Hex values are representative swatches (no maker publishes them); descriptions are generic
 * trade colour names unless noted.
 */
export const COLOURS: SeedColour[] = [
  // Concrete interlocking tiles: colour counts from (h) (10 smooth, 4 heritage, 1 granular); names representative.
  ...coloursOf("Smooth", [
    ["SGY", "Smooth Grey", "#6b6e70"],
    ["SBR", "Smooth Brown", "#5a3d2b"],
    ["SRD", "Smooth Red", "#8a3b2e"],
    ["SSG", "Smooth Slate Grey", "#3f4447"],
    ["SAB", "Smooth Antique Brown", "#4e3628"],
  ]),
  ...coloursOf("Granular", [
    ["GDR", "Granular Dark Red", "#6e2c24"],
    ["GBR", "Granular Brown", "#5c4232"],
    ["GRR", "Granular Rustic Red", "#84432f"],
    ["GHB", "Granular Heritage Brown", "#4b3a2e"],
  ]),
  // Clay: Natural Red (d), Light Mixed Brindle (o); Antique engobe from the clay names list (§1.2).
  ...coloursOf("Natural clay", [
    ["CNR", "Natural Red", "#a2482f"],
    ["CLB", "Light Mixed Brindle", "#9b5a3c"],
  ]),
  ...coloursOf("Engobe", [["CAE", "Antique Engobe", "#5b4638"]]),
  // Fibre-cement slate: Blue-Black (p), (q).
  ...coloursOf("Fibre cement", [["FBB", "Blue-Black", "#2b2f36"]], TILE_TYPE.fibreCementSlate),
  // Natural slate: blue/black and grey (q2).
  ...coloursOf(
    "Riven natural slate",
    [
      ["NBB", "Blue/Black", "#2e3238"],
      ["NGY", "Grey", "#55595e"],
    ],
    TILE_TYPE.naturalSlate,
  ),
  // Fittings: dry-fix units in black, brown, grey (representative); lead grey GRP bonding gutter (bb).
  ...coloursOf("Fitting", [
    ["XBK", "Black", "#1f1f1f"],
    ["XBR", "Brown", "#4a3326"],
    ["XGY", "Grey", "#6a6d70"],
    ["XRD", "Terracotta", "#93452f"],
    ["XLG", "Lead Grey", "#7d8186"],
  ]),
];
