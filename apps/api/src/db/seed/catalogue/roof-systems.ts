import {
  FIXING_CALCULATION_ASSEMBLY as ASSEMBLY,
  NBS_SUB_GROUP as G,
  NBS_SECTION,
  type RoofSystemGroupName,
} from "@portal/contracts";
import { F } from "./formulas.js";
import { TILES } from "./tiles.js";
import type { SeedRoofSystem, SeedRoofSystemComponent, SeedTile } from "./types.js";

/** Which tiles a template serves: single-lap interlocking, double-lap plain tiles, slates. */
type Family = "interlocking" | "plain" | "slate";
const FAMILY_BY_ASSEMBLY: Record<number, Family> = {
  [ASSEMBLY.singleLap]: "interlocking",
  [ASSEMBLY.plainTile]: "plain",
  [ASSEMBLY.slate]: "slate",
};

type Template = {
  group: RoofSystemGroupName;
  name: string;
  families: Family[];
  /** NBS clause number (sortOrder of the matching clause in nbs.ts) and sub group. */
  nbsClause: string;
  clauseSubgroup: number;
  /** Pitch window of the fitting itself; intersected with the tile's own range. */
  pitch?: { min: number; max: number };
  components: SeedRoofSystemComponent[];
};

const ALL: Family[] = ["interlocking", "plain", "slate"];
/** Vertical tiling serves every family, on vertical work only (75–90°, representative). */
const VERTICAL_TILING = { families: ALL, clauseSubgroup: G.verticalTiling, pitch: { min: 75, max: 90 } };
/** The two GRP dry bonding gutters share their NBS clause and pitch range; the profile follows the tile family. */
const BONDING_GUTTER = {
  group: "Bonding Gutter",
  nbsClause: "560",
  clauseSubgroup: G.junctions,
  pitch: { min: 17.5, max: 60 },
} satisfies Partial<Template>;

/** Per-metre lengths: a 3 m flashing laps 100 mm, so one piece covers 2.9 m (lead rules, §2.3: laps ≥ 100). */
const m = (component: string, per: number): SeedRoofSystemComponent => ({
  component,
  per,
  unit: "Off",
  formulaId: F.unitsAlongEdge,
});
const perCourse = (component: string, number = 1, per = 1): SeedRoofSystemComponent => ({
  component,
  number,
  per,
  unit: "Off",
  formulaId: F.coursesAlongEdge,
});
const perTile = (component: string): SeedRoofSystemComponent => ({
  component,
  unit: "Off",
  formulaId: F.tilesAlongEdge,
});
const perRun = (component: string, number = 1): SeedRoofSystemComponent => ({
  component,
  number,
  unit: "Off",
  formulaId: F.perEdgeRun,
});
/** Mortar: one 25 kg bag per 3 m of bedded edge (representative). */
const mortar: SeedRoofSystemComponent = { component: "MT-13-25", per: 3, unit: "Off", formulaId: F.edgeLength };
/** Ridge and hip units at about 0.43 m effective cover (calculations §8, representative). */
const RIDGE_COVER = 0.43;
/**
 * A dry ridge is screwed to a ridge batten the length of the ridge, held by straps (roofconsult.co.uk tips 44:
 * ridges that are not bedded are secured to "a secure ridge batten"). Straps at 0.6 m: one at every rafter at the
 * widest rafter centres BS 5534 Table 3 covers [ASSUME: representative, the makers' strap spacing was not found].
 */
const RIDGE_STRAP_CENTRES_M = 0.6;
const ridgeBattenAndStraps: SeedRoofSystemComponent[] = [
  { component: "BT-5025", unit: "m", formulaId: F.edgeLength },
  { component: "RG-BS", per: RIDGE_STRAP_CENTRES_M, unit: "Off", formulaId: F.atCentresAlongEdge },
];

/** A template that comes as a left- and a right-hand pair, alike but for the side the group and name give. */
function leftAndRight(
  edge: "Verge" | "Abutment",
  name: string,
  template: Omit<Template, "group" | "name">,
): Template[] {
  return (["left", "right"] as const).map((side) => ({
    group: side === "left" ? `Left ${edge}` : `Right ${edge}`,
    name: `${name}, ${side}`,
    ...template,
  }));
}

/**
 * Roof-system templates, one or more per edge type of the roof editor, with dry and mortar variants where
 * both exist (product families from the makers' ranges (v), (w), (x); NBS clause numbers from §5,
 * placeholders where not verified).
 */
export const ROOF_SYSTEM_TEMPLATES: Template[] = [
  // Eaves: NBS 345 ventilated eaves (seen)
  {
    group: "Eave",
    name: "Ventilated eaves, 10 mm strip with rafter tray",
    families: ["interlocking"],
    nbsClause: "345",
    clauseSubgroup: G.eaves,
    components: [m("EV-VS-10", 1), m("EV-RT", 6), m("EV-CF", 1), perTile("CL-EV")],
  },
  {
    group: "Eave",
    name: "Ventilated eaves with eaves course",
    families: ["plain", "slate"],
    nbsClause: "345",
    clauseSubgroup: G.eaves,
    // The eaves course of short tiles is the covering's own line (the estimate orders it for double-lap tiles).
    components: [m("EV-VS-10", 1), m("EV-RT", 6)],
  },
  {
    group: "Eave",
    name: "Over-fascia ventilator, 25 mm",
    families: ALL,
    nbsClause: "345",
    clauseSubgroup: G.eaves,
    components: [m("EV-OF-25", 1), m("EV-RT", 6)],
  },
  // Verges: ~320 (placeholder)
  {
    group: "Left Verge",
    name: "Dry verge, left hand",
    families: ["interlocking"],
    nbsClause: "320",
    clauseSubgroup: G.verges,
    components: [perCourse("DV-L"), perRun("DV-ST"), perRun("DV-RE")],
  },
  {
    group: "Right Verge",
    name: "Dry verge, right hand",
    families: ["interlocking"],
    nbsClause: "320",
    clauseSubgroup: G.verges,
    components: [perCourse("DV-R"), perRun("DV-ST"), perRun("DV-RE")],
  },
  ...leftAndRight("Verge", "Continuous dry verge", {
    families: ["plain", "slate"],
    nbsClause: "320",
    clauseSubgroup: G.verges,
    components: [m("DV-CN", 2.9), perRun("DV-ST"), perRun("DV-RE")],
  }),
  ...leftAndRight("Verge", "Mortar bedded verge with undercloak", {
    families: ALL,
    nbsClause: "325",
    clauseSubgroup: G.verges,
    components: [m("VU-FC", 1.2), mortar, perCourse("CL-VG")],
  }),
  // Hips: ~5xx (525 mitred hips seen in H62)
  {
    group: "Hip",
    name: "Dry hip, ventilated",
    families: ["interlocking", "slate"],
    nbsClause: "520",
    clauseSubgroup: G.hips,
    components: [
      m("HT-TR-450", RIDGE_COVER),
      m("DH-KT-6", 6),
      perRun("HP-IRON"),
      perCourse("CL-HV", 2),
      m("RG-SF", RIDGE_COVER),
    ],
  },
  {
    group: "Hip",
    name: "Mortar bedded hip, mechanically fixed",
    families: ["interlocking", "slate"],
    nbsClause: "515",
    clauseSubgroup: G.hips,
    components: [
      m("HT-TR-450", RIDGE_COVER),
      mortar,
      perRun("HP-IRON"),
      perCourse("CL-HV", 2),
      m("RG-SF", RIDGE_COVER),
    ],
  },
  {
    group: "Hip",
    name: "Bonnet hip tiles, bedded",
    families: ["plain"],
    nbsClause: "515",
    clauseSubgroup: G.hips,
    components: [perCourse("HT-BN-PL", 2), mortar, perRun("HP-IRON")],
  },
  // Valleys: ~5xx (placeholder)
  {
    group: "Valley",
    name: "GRP dry valley",
    families: ALL,
    nbsClause: "540",
    clauseSubgroup: G.valleys,
    components: [m("VL-GRP-3", 2.85), m("VL-CL", 0.6), perCourse("CL-HV", 2)],
  },
  {
    group: "Valley",
    name: "GRP valley, mortar bedded cut tiles",
    families: ["interlocking"],
    nbsClause: "545",
    clauseSubgroup: G.valleys,
    components: [m("VL-GRP-3", 2.85), mortar, perCourse("CL-HV", 2)],
  },
  {
    group: "Valley",
    name: "Purpose-made valley tiles",
    families: ["plain"],
    nbsClause: "550",
    clauseSubgroup: G.valleys,
    components: [perCourse("VL-PLV")],
  },
  // Ridges: 700 dry ventilated tile ridges (seen)
  {
    group: "Duo Ridge",
    name: "Dry ridge, ventilated",
    families: ALL,
    nbsClause: "700",
    clauseSubgroup: G.ridges,
    components: [
      m("RT-HR-450", RIDGE_COVER),
      m("DR-VK-6", 6),
      perRun("RG-EC", 2),
      m("RG-SF", RIDGE_COVER),
      ...ridgeBattenAndStraps,
    ],
  },
  {
    group: "Duo Ridge",
    name: "Mortar bedded ridge, mechanically fixed",
    families: ALL,
    nbsClause: "690",
    clauseSubgroup: G.ridges,
    components: [m("RT-HR-450", RIDGE_COVER), mortar, m("RG-BS", RIDGE_COVER * 10), m("RG-SF", RIDGE_COVER)],
  },
  {
    group: "Mono Ridge",
    name: "Dry mono ridge",
    families: ALL,
    nbsClause: "710",
    clauseSubgroup: G.ridges,
    components: [m("RT-MN-450", RIDGE_COVER), m("DR-MK-6", 6), m("RG-SF", RIDGE_COVER), ...ridgeBattenAndStraps],
  },
  {
    group: "Mono Ridge",
    name: "Mortar bedded mono ridge",
    families: ALL,
    nbsClause: "690",
    clauseSubgroup: G.ridges,
    components: [m("RT-MN-450", RIDGE_COVER), mortar, m("RG-SF", RIDGE_COVER)],
  },
  // Side abutments: 660 (seen)
  ...leftAndRight("Abutment", "Lead cover flashing with dry soakers", {
    families: ["interlocking"],
    nbsClause: "660",
    clauseSubgroup: G.abutments,
    components: [m("LD-C4-150", 2.9), perCourse("AB-DS")],
  }),
  ...leftAndRight("Abutment", "Secret gutter with lead-free flashing", {
    families: ["interlocking"],
    nbsClause: "660",
    clauseSubgroup: G.abutments,
    components: [m("AB-SG-3", 2.9), m("LF-300-5", 4.9)],
  }),
  ...leftAndRight("Abutment", "Code 3 soakers with code 4 stepped flashing", {
    families: ["plain", "slate"],
    nbsClause: "660",
    clauseSubgroup: G.abutments,
    components: [perCourse("LD-C3-SK"), m("LD-C4-150", 2.9)],
  }),
  // Top abutments: 670 / 675 ventilated (seen)
  {
    group: "Top Abutment",
    name: "Ventilated top abutment with code 4 lead",
    families: ALL,
    nbsClause: "675",
    clauseSubgroup: G.abutments,
    components: [m("LD-C4-300", 2.9), m("AB-TV-1", 1)],
  },
  {
    group: "Top Abutment",
    name: "Top abutment, code 4 lead apron",
    families: ALL,
    nbsClause: "670",
    clauseSubgroup: G.abutments,
    components: [m("LD-C4-300", 2.9)],
  },
  // Bonding gutter (bb): 3 m lengths; a lap of 300 mm leaves 2.7 m
  {
    ...BONDING_GUTTER,
    name: "GRP dry bonding gutter, high profile",
    families: ["interlocking", "plain"],
    components: [m("BG-HP-3", 2.7)],
  },
  {
    ...BONDING_GUTTER,
    name: "GRP dry bonding gutter, low profile",
    families: ["slate"],
    components: [m("BG-LP-3", 2.7)],
  },
  // Vertical tiling: 910 / 920 / 930 (seen); angles and verge junction placeholders
  {
    group: "Vertical Bottom Edge",
    name: "Vertical tiling bottom edge on tilting fillet",
    nbsClause: "910",
    ...VERTICAL_TILING,
    components: [m("VT-TF-4", 4.8), m("LD-C4-150", 2.9)],
  },
  {
    group: "Vertical Top Edge",
    name: "Vertical tiling top edge with lead flashing",
    nbsClause: "920",
    ...VERTICAL_TILING,
    components: [m("LD-C4-150", 2.9)],
  },
  {
    group: "Vertical External Angle",
    name: "Vertical tiling external angle tiles",
    nbsClause: "940",
    ...VERTICAL_TILING,
    components: [perCourse("VT-EA-90")],
  },
  {
    group: "Vertical Interior Angle",
    name: "Vertical tiling internal angle tiles",
    nbsClause: "945",
    ...VERTICAL_TILING,
    components: [perCourse("VT-IA-90")],
  },
  {
    group: "Vertical Junction With Verge",
    name: "Vertical tiling junction with verge, bedded",
    nbsClause: "950",
    ...VERTICAL_TILING,
    components: [m("VU-FC", 1.2), perCourse("TH-TAH", 1, 2), mortar],
  },
  {
    group: "Vertical Side Abutment",
    name: "Vertical tiling side abutment, soakers and stepped flashing",
    nbsClause: "930",
    ...VERTICAL_TILING,
    components: [perCourse("LD-C3-SK"), m("VT-SF", 1.5)],
  },
];

/** The pitch range a tile is laid at: from its lowest headlap rule to its highest. */
function tilePitchRange(tile: SeedTile) {
  return {
    min: Math.min(...tile.headlapRules.map((rule) => rule.minPitch)),
    max: Math.max(...tile.headlapRules.map((rule) => rule.maxPitch)),
  };
}

/** Every template that suits the tile's family, bound to that tile's code. */
export function roofSystemsForTile(tile: SeedTile): SeedRoofSystem[] {
  const family = FAMILY_BY_ASSEMBLY[tile.fixingCalculationAssembly];
  const range = tilePitchRange(tile);
  return ROOF_SYSTEM_TEMPLATES.filter((template) => family && template.families.includes(family)).map((template) => {
    const vertical = template.group.startsWith("Vertical");
    const minPitch = vertical ? (template.pitch?.min ?? 75) : Math.max(range.min, template.pitch?.min ?? 0);
    const maxPitch = vertical ? 90 : Math.min(range.max, template.pitch?.max ?? 90);
    return {
      name: template.name,
      groupName: template.group,
      associatedProductCode: tile.code,
      minPitch,
      maxPitch: Math.max(minPitch, maxPitch),
      nbsClause: template.nbsClause,
      nbsSection: NBS_SECTION.edges,
      clauseSubgroup: template.clauseSubgroup,
      components: template.components,
    };
  });
}

export const ROOF_SYSTEMS: SeedRoofSystem[] = TILES.flatMap(roofSystemsForTile);
