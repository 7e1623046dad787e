import { NBS_SUB_PRODUCT_TYPE as N, PRODUCT_COMPONENT_TYPES, PRODUCT_COMPONENT_SUBTYPE as S } from "@portal/contracts";
import type { SeedProductComponent } from "./types.js";

const TILE = PRODUCT_COMPONENT_TYPES.tile;
const FITTING = PRODUCT_COMPONENT_TYPES.fitting;

/** Tile colours a terracotta, brown or grey fitting colour goes with (ridge and hip tiles, tile-and-a-half). */
const REDS = ["SRD", "GDR", "GRR", "CNR", "CLB"];
const BROWNS = ["SBR", "SAB", "GBR", "GHB", "CAE"];
const GREYS = ["SGY", "SSG", "FBB", "NBB", "NGY"];
const tileColoured = [
  { suffix: "SRD", linkedTileColours: REDS },
  { suffix: "SBR", linkedTileColours: BROWNS },
  { suffix: "SGY", linkedTileColours: GREYS },
];
const fittingColours = [
  { suffix: "XBK", linkedTileColours: [] },
  { suffix: "XBR", linkedTileColours: [] },
  { suffix: "XGY", linkedTileColours: [] },
  { suffix: "XRD", linkedTileColours: [] },
];

type OwnFields = Pick<SeedProductComponent, "code" | "name"> & Partial<SeedProductComponent>;

/** A family of components: what its members share is stated once, each member gives only its own fields. */
function family(shared: Omit<Partial<SeedProductComponent>, "code" | "name">) {
  return ({ code, name, ...own }: OwnFields): SeedProductComponent => ({
    code,
    name,
    type: FITTING,
    ...shared,
    ...own,
  });
}

const tileNail = family({ subType: S.nail, nbsSubProductType: N.tileNails, isTileFixing: true });
const tileClip = family({ subType: S.clip, nbsSubProductType: N.tileClips, isTileFixing: true });
/** Sold by the roll; laps add 15 % (calculations §8, × 1.15). */
const underlay = family({ subType: S.underlay, nbsSubProductType: N.underlay, packQuantity: 1, addedWastage: 15 });
/** Sold by the length: 4.8 m, representative (stock lengths not found); 10 % waste (calculations §8, × 1.10). */
const timber = { packQuantity: 4.8, addedWastage: 10 };
const batten = family({ subType: S.batten, nbsSubProductType: N.battens, ...timber });
const counterBatten = family({ subType: S.counterBatten, nbsSubProductType: N.counterBattens, ...timber });
/** Ridge and hip tiles come singly, in the tile colours, with 5 % added waste. */
const ridgeOrHipTile = { type: TILE, packQuantity: 1, addedWastage: 5, colours: tileColoured };
const ridgeTile = family({ subType: S.ridgeTile, nbsSubProductType: N.ridgeSystem, ...ridgeOrHipTile });
const hipTile = family({ subType: S.hipTile, nbsSubProductType: N.hipSystem, ...ridgeOrHipTile });
const dryVergeUnit = family({ subType: S.dryVergeUnit, nbsSubProductType: N.vergeSystem });
const eavesVentilation = family({
  subType: S.eavesVentilation,
  nbsSubProductType: N.eavesVentilation,
  packQuantity: 1,
});
const leadSheet = family({ subType: S.leadSheet, nbsSubProductType: N.abutmentFlashing, packQuantity: 1 });
/** Lead grey only (bb). */
const bondingGutter = family({
  subType: S.bondingGutter,
  nbsSubProductType: N.bondingGutter,
  packQuantity: 1,
  colours: [{ suffix: "XLG", linkedTileColours: [] }],
});
const verticalTilingTile = family({
  type: TILE,
  subType: S.verticalTilingFitting,
  nbsSubProductType: N.verticalTiling,
  packQuantity: 1,
  colours: tileColoured,
});

/**
 * Nails and clips: the tile fixings. Sizes are published (letters in docs/catalogue-sources.md);
 * pack quantities are representative (nails per kg not found, §3.1 gives a demo estimate).
 * clipRxFailure is a representative clip resistance in N (order of magnitude from (t)).
 */
export const FIXINGS: SeedProductComponent[] = [
  tileNail({
    code: "NL-AR-45",
    name: "Aluminium ring-shank clout nail 45 × 3.35 mm", // (a)
    packQuantity: 800, // representative: ~800 per kg [CALC] §3.1, 1 kg pack
    resistance: 500, // representative: head nail ~500 (t)
  }),
  tileNail({
    code: "NL-AR-55",
    name: "Aluminium ring-shank clout nail 55 × 3.35 mm (clip nail)", // (a)
    packQuantity: 700, // representative
    resistance: 500, // representative (t)
  }),
  tileNail({
    code: "NL-AL-70",
    name: "Aluminium tile nail 70 × 3.35 mm", // (b) 70 × 3.35 for the 420 × 330 tile
    packQuantity: 500, // representative
    resistance: 550, // representative (t)
  }),
  tileNail({
    code: "NL-AL-38",
    name: "Aluminium-alloy nail 38 × 2.65 mm", // (h) plain tile, vertical work
    packQuantity: 1000, // representative
    resistance: 350, // representative
  }),
  tileNail({
    code: "NL-CU-30",
    name: "Copper slate nail 30 × 2.65 mm", // (p) fibre-cement slate, two per slate
    packQuantity: 1000, // representative
    resistance: 300, // representative
  }),
  tileNail({
    code: "NL-CU-38",
    name: "Copper slate nail 38 × 3.35 mm", // (1.3) copper, shank ≥ 3.35, ≥ 20 mm into batten (SIGA)
    packQuantity: 900, // representative: ~900 per kg [CALC] §3.1
    resistance: 400, // representative
  }),
  tileClip({
    code: "RV-CU-19",
    name: "Copper disc rivet, stem 19 × 2 mm, base 19 × 0.5 mm", // (p)
    packQuantity: 1000, // representative
    clipRxFailure: 1500, // representative
  }),
  tileClip({
    code: "CL-IT",
    name: "Tile clip for interlocking tiles", // (b) "eaves, verge, tile clips"; (a) metal and plastic tile clips
    packQuantity: 250, // representative
    clipRxFailure: 2000, // representative: clip 2,000–6,000 (t)
  }),
  tileClip({
    code: "CL-EV",
    name: "Eaves clip", // (b)
    packQuantity: 100, // representative
    clipRxFailure: 2500, // representative (t)
  }),
  tileClip({
    code: "CL-VG",
    name: "Verge clip", // (b)
    packQuantity: 100, // representative
    clipRxFailure: 2500, // representative (t)
  }),
  tileClip({
    code: "CL-TC",
    name: "Tail clip for cut tiles", // (s) cut-tile clips
    packQuantity: 100, // representative
    clipRxFailure: 2000, // representative
  }),
  tileClip({
    code: "CL-HV",
    name: "Cut-tile clip for hips and valleys", // (s)
    packQuantity: 50, // representative
    clipRxFailure: 2000, // representative
  }),
  tileClip({
    code: "HK-SS-316",
    name: "Stainless steel slate hook, grade 316, shank 2.70 mm", // (1.3) SIGA: 316, shank ≥ 2.70, spike
    packQuantity: 500, // representative
    clipRxFailure: 1800, // representative
  }),
];

/** Underlays (§3.3): HR/LR classes and air-open behaviour from (pp), (qq); roll sizes from (ss) and calculations §8. */
export const UNDERLAYS: SeedProductComponent[] = [
  underlay({
    code: "UL-AP-1050",
    name: "Air-permeable LR underlay, 1 × 50 m", // (qq) air-open; 1 × 50 m roll calculations §8
    isAirPermeable: true,
    underlayPerArea: 50, // m² per roll, calculations §8
    comments: "Air-open: may replace cold-roof void ventilation (BS 5534 + A2:2018) (qq)",
  }),
  underlay({
    code: "UL-AP-1550",
    name: "Air-permeable LR underlay, 1.5 × 50 m", // (ss) 1.5 × 50 m roll
    isAirPermeable: true,
    underlayPerArea: 75, // (ss) 1.5 × 50
  }),
  underlay({
    code: "UL-VO-1050",
    name: "Vapour-open LR underlay (not air-permeable), 1 × 50 m", // (pp) LR Sd ≤ 0.05 m
    isAirPermeable: false,
    underlayPerArea: 50,
  }),
  underlay({
    code: "UL-HR-1F",
    name: "HR bitumen felt underlay type 1F, 1 × 15 m", // (pp) HR e.g. bitumen felt; (ss) 1F roll ~25 kg
    isAirPermeable: false,
    underlayPerArea: 15, // representative roll length
    comments: "High resistance: needs ventilated roof void (BS 5250) (pp)",
  }),
];

/** Battens and counter battens (§3.2). Sizes (ll), (mm); counter batten depths representative, ≤ 300 centres (NBS 259). */
export const BATTENS: SeedProductComponent[] = [
  batten({
    code: "BT-3825",
    name: "Graded tile batten 38 × 25 mm, BS 5534", // (ll), (nn)
  }),
  batten({
    code: "BT-5025",
    name: "Graded tile batten 50 × 25 mm, BS 5534", // (ll), (mm)
  }),
  counterBatten({
    code: "CB-3825",
    name: "Treated counter batten 38 × 25 mm", // sizes representative (counterbatten sections not found)
    counterBattenDepth: 25, // representative
  }),
  counterBatten({
    code: "CB-5025",
    name: "Treated counter batten 50 × 25 mm", // representative
    counterBattenDepth: 25, // representative
  }),
  counterBatten({
    code: "CB-5038",
    name: "Treated counter batten 50 × 38 mm", // representative
    counterBattenDepth: 38, // representative
  }),
  {
    code: "NL-BT-65",
    name: "Galvanised batten nail 65 × 3.35 mm", // (jj), (kk) zinc-coated, ≥ 30 longer than batten
    type: FITTING,
    subType: S.nail,
    nbsSubProductType: N.battens,
    packQuantity: 200, // representative: ~200 per kg galvanised [CALC] §3.1
  },
  {
    code: "NL-UL-20",
    name: "Underlay clout nail 20 × 3 mm", // NBS 240 (§5)
    type: FITTING,
    subType: S.nail,
    nbsSubProductType: N.underlay,
    packQuantity: 1000, // representative
  },
];

/**
 * Edge fittings used by the roof systems (§2). Product names are generic descriptions of the published
 * product families (v), (w), (x); pack sizes and lengths were not found, so they are representative.
 */
export const FITTINGS: SeedProductComponent[] = [
  // Ridges and hips (§2.2)
  ridgeTile({
    code: "RT-HR-450",
    name: "Half-round ridge tile 450 mm",
    comments: "Effective cover ~0.43 m (representative)",
  }),
  ridgeTile({
    code: "RT-AN-450",
    name: "Angle ridge tile 120° 450 mm",
    comments: "Angle choice rule (y)",
  }),
  ridgeTile({
    code: "RT-MN-450",
    name: "Mono ridge tile 450 mm",
  }),
  hipTile({
    code: "HT-TR-450",
    name: "Third-round hip tile 450 mm",
  }),
  hipTile({
    code: "HT-BN-PL",
    name: "Bonnet hip tile for plain tiles",
  }),
  {
    code: "DR-VK-6",
    name: "Ventilated dry ridge kit, 6 m",
    type: FITTING,
    subType: S.dryRidgeKit,
    nbsSubProductType: N.ridgeSystem,
    packQuantity: 1,
    colours: fittingColours,
    comments: "Vent roll, ridge unions, batten clips, screws (z); 5,000 mm²/m (ff)",
  },
  {
    code: "DR-MK-6",
    name: "Dry mono ridge kit, 6 m",
    type: FITTING,
    subType: S.dryRidgeKit,
    nbsSubProductType: N.ridgeSystem,
    packQuantity: 1,
    colours: fittingColours,
  },
  {
    code: "DH-KT-6",
    name: "Dry hip kit, 6 m",
    type: FITTING,
    subType: S.dryHipKit,
    nbsSubProductType: N.hipSystem,
    packQuantity: 1,
    colours: fittingColours,
  },
  {
    code: "HP-IRON",
    name: "Galvanised hip iron",
    type: FITTING,
    subType: S.fixingAccessory,
    nbsSubProductType: N.hipSystem,
    packQuantity: 1,
  }, // hip irons: not found, representative
  {
    code: "RG-EC",
    name: "Ridge end cap",
    type: FITTING,
    subType: S.endCap,
    nbsSubProductType: N.ridgeSystem,
    packQuantity: 1,
    colours: fittingColours,
  },
  {
    code: "RG-BS",
    name: "Ridge batten strap",
    type: FITTING,
    subType: S.fixingAccessory,
    nbsSubProductType: N.ridgeSystem,
    packQuantity: 10,
  },
  {
    code: "RG-SF",
    name: "Ridge and hip tile screw fixing with washer",
    type: FITTING,
    subType: S.fixingAccessory,
    nbsSubProductType: N.ridgeSystem,
    packQuantity: 50,
  }, // BS 5534: mechanically fixed (r)
  // Verges
  dryVergeUnit({
    code: "DV-L",
    name: "Dry verge unit, left hand",
    packQuantity: 1,
    colours: fittingColours,
  }),
  dryVergeUnit({
    code: "DV-R",
    name: "Dry verge unit, right hand",
    packQuantity: 1,
    colours: fittingColours,
  }),
  dryVergeUnit({
    code: "DV-ST",
    name: "Dry verge eaves starter",
    packQuantity: 2,
    colours: fittingColours,
  }),
  {
    code: "DV-RE",
    name: "Dry verge ridge end cap",
    type: FITTING,
    subType: S.endCap,
    nbsSubProductType: N.vergeSystem,
    packQuantity: 1,
    colours: fittingColours,
  },
  dryVergeUnit({
    code: "DV-CN",
    name: "Continuous dry verge, 3 m",
    packQuantity: 1,
    colours: fittingColours,
  }),
  {
    code: "VU-FC",
    name: "Fibre-cement verge undercloak strip, 1.2 m",
    type: FITTING,
    subType: S.vergeUndercloak,
    nbsSubProductType: N.vergeSystem,
    packQuantity: 1,
  },
  {
    code: "TH-TAH",
    name: "Tile-and-a-half",
    type: TILE,
    subType: S.tileAndAHalf,
    nbsSubProductType: N.tiles,
    packQuantity: 1,
    colours: tileColoured,
  }, // (h) tile-and-a-half 267 × 247
  // Mortar (NBS 290: 1:3)
  {
    code: "MT-13-25",
    name: "Mortar 1:3 sand and cement, 25 kg bag",
    type: FITTING,
    subType: S.mortar,
    nbsSubProductType: N.mortar,
    packQuantity: 1,
    comments: "NBS 290, 1:3 (Z21)",
  },
  // Eaves (§2.4)
  eavesVentilation({
    code: "EV-VS-10",
    name: "Eaves ventilation strip 10 mm, 1 m",
  }), // (ee) 10 mm equivalent
  eavesVentilation({
    code: "EV-OF-25",
    name: "Over-fascia eaves ventilator 25 mm, 1 m",
  }), // (w) 25 over-fascia
  eavesVentilation({
    code: "EV-RT",
    name: "Roll-out rafter tray, 6 m",
  }), // (ee), (x)
  eavesVentilation({
    code: "EV-CF",
    name: "Eaves comb filler, 1 m",
    colours: fittingColours,
  }), // (gg) where gap > 16 mm
  {
    code: "EV-PT",
    name: "Plain tile eaves tile",
    type: TILE,
    subType: S.tile,
    nbsSubProductType: N.tiles,
    packQuantity: 1,
    colours: tileColoured,
  }, // (h) under-eaves course; representative
  // Valleys (§2.3)
  {
    code: "VL-GRP-3",
    name: "GRP dry valley trough, 3 m",
    type: FITTING,
    subType: S.valleyTrough,
    nbsSubProductType: N.valleySystem,
    packQuantity: 1,
  }, // (cc) lengths not seen: representative
  {
    code: "VL-CL",
    name: "Valley trough batten clip",
    type: FITTING,
    subType: S.fixingAccessory,
    nbsSubProductType: N.valleySystem,
    packQuantity: 10,
  },
  {
    code: "VL-PLV",
    name: "Purpose-made valley tile for plain tiles",
    type: TILE,
    subType: S.tile,
    nbsSubProductType: N.valleySystem,
    packQuantity: 1,
    colours: tileColoured,
  },
  // Abutments and lead (§2.3)
  leadSheet({
    code: "LD-C4-150",
    name: "Code 4 lead flashing 150 mm × 3 m",
    comments: "1.80 mm, 20.41 kg/m² (lead table)",
  }),
  leadSheet({
    code: "LD-C4-300",
    name: "Code 4 lead flashing 300 mm × 3 m",
  }),
  {
    code: "LD-C3-SK",
    name: "Code 3 lead soaker",
    type: FITTING,
    subType: S.soaker,
    nbsSubProductType: N.abutmentFlashing,
    packQuantity: 1,
    comments: "1.32 mm, soakers (lead table)",
  },
  {
    code: "LF-300-5",
    name: "Lead-free flashing roll 300 mm × 5 m",
    type: FITTING,
    subType: S.abutmentFlashing,
    nbsSubProductType: N.abutmentFlashing,
    packQuantity: 1,
  }, // lead replacements (§2.3); roll size representative
  {
    code: "AB-SG-3",
    name: "Side abutment secret gutter, 3 m",
    type: FITTING,
    subType: S.abutmentFlashing,
    nbsSubProductType: N.abutmentFlashing,
    packQuantity: 1,
  }, // (w), (x)
  {
    code: "AB-TV-1",
    name: "Top abutment ventilation strip, 1 m",
    type: FITTING,
    subType: S.ventilator,
    nbsSubProductType: N.ventilators,
    packQuantity: 1,
  }, // (v), (w); 5,000 mm²/m (vv)
  {
    code: "AB-DS",
    name: "Dry soaker for interlocking tiles",
    type: FITTING,
    subType: S.soaker,
    nbsSubProductType: N.abutmentFlashing,
    packQuantity: 1,
  }, // (v)
  // Bonding gutter (bb)
  bondingGutter({
    code: "BG-HP-3",
    name: "GRP dry bonding gutter, high profile, 3 m × 210 mm",
    comments: "100 mm upstand; plain and profiled tiles; pitch 17.5–60° (bb)",
  }),
  bondingGutter({
    code: "BG-LP-3",
    name: "GRP dry bonding gutter, low profile, 3 m × 210 mm",
    comments: "70 mm upstand; slates and thin tiles (bb)",
  }),
  // Ventilation (§2.4)
  {
    code: "VT-110",
    name: "Tile vent terminal, 7,200 mm² free area, 110 mm spigot",
    type: FITTING,
    subType: S.ventilator,
    nbsSubProductType: N.ventilators,
    packQuantity: 1,
    colours: fittingColours,
  }, // (hh)
  // Vertical tiling (NBS 910–930)
  {
    code: "VT-TF-4",
    name: "Tilting fillet 75 × 50 mm, 4.8 m",
    type: FITTING,
    subType: S.verticalTilingFitting,
    nbsSubProductType: N.verticalTiling,
    packQuantity: 1,
  }, // NBS 910 tilting fillet; size representative
  verticalTilingTile({
    code: "VT-EA-90",
    name: "External angle tile 90°",
  }),
  verticalTilingTile({
    code: "VT-IA-90",
    name: "Internal angle tile 90°",
  }),
  {
    code: "VT-SF",
    name: "Stepped abutment flashing, code 4 lead, 1.5 m",
    type: FITTING,
    subType: S.leadSheet,
    nbsSubProductType: N.verticalTiling,
    packQuantity: 1,
  }, // NBS 930 returned ≥ 75; pieces ≤ 1.5 m
  // Solar surrounds (tile page's solar edge components)
  {
    code: "SE-TC",
    name: "Solar surround tile clip",
    type: FITTING,
    subType: S.clip,
    nbsSubProductType: N.tileClips,
    packQuantity: 50,
  }, // representative
  {
    code: "SE-CT",
    name: "Solar surround cut-tile clip",
    type: FITTING,
    subType: S.clip,
    nbsSubProductType: N.tileClips,
    packQuantity: 50,
  }, // representative
  {
    code: "SE-FS",
    name: "Solar surround foam seal, 1 m",
    type: FITTING,
    subType: S.fixingAccessory,
    nbsSubProductType: N.abutmentFlashing,
    packQuantity: 1,
  }, // representative
];

export const PRODUCT_COMPONENTS: SeedProductComponent[] = [...FIXINGS, ...UNDERLAYS, ...BATTENS, ...FITTINGS];
