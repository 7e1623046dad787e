import {
  NBS_SUB_GROUP as G,
  LOCATION_OF_INPUT as L,
  NBS_SUB_PRODUCT_TYPE as N,
  NBS_SELECTION,
  NBS_CLAUSE_PRODUCT_TYPE as P,
  NBS_SECTION as S,
} from "@portal/contracts";
import type { SeedNbsClause, SeedNbsHeader } from "./types.js";

/**
 * NBS work sections and clauses. Clause structure, titles and the content of 140–930 follow the NBS output
 * seen in (§5, flipbuilder pages 218–225) and calculations §9. Numbers marked "placeholder" are typical, not
 * verified in a licensed NBS copy (catalogue.md §5 "Not verified"). Braces mark values the document fills in.
 */
type Words = { covering: string; unit: string; units: string; fixing: string };

const REQUIRED = NBS_SELECTION.required;
const OPTIONAL = NBS_SELECTION.optional;

/** Always included, about the work itself rather than a product. */
const ALWAYS_ON_WORKMANSHIP = {
  ruleDescription: "Always included.",
  selection: REQUIRED,
  subGroup: G.workmanship,
  relatedProductType: P.general,
  locationOfInput: L.none,
  relatedSubProductType: null,
  nbsSubProductType: null,
};

/** Always included, about the battens the roof data sizes. */
const ALWAYS_ON_BATTENING = {
  clauseSection: S.generally,
  selection: REQUIRED,
  subGroup: G.battens,
  relatedProductType: P.general,
  locationOfInput: L.roofData,
  relatedSubProductType: null,
  nbsSubProductType: N.battens,
};

function clauses(words: Words): SeedNbsClause[] {
  const { covering, unit, units, fixing } = words;
  return [
    {
      sortOrder: 110, // (§5) types of tiling 110–140: one per build-up
      subHeading: `${covering[0]?.toUpperCase()}${covering.slice(1)} to pitched roofs`,
      text: `Substrate: rafters at {rafterCentres} mm centres. Pitch: {pitch}°. Underlay: {underlay}, minimum head-lap 150 mm. Counterbattens: {counterBatten}. Battens: {battenSize} mm, fixed with {battenNails}. ${units[0]?.toUpperCase()}${units.slice(1)}: {tileName}, colour {colour}, size {tileSize} mm, minimum head-lap {headlap} mm, fixed to the manufacturer's BS 5534 fixing specification. Accessories: as the edge clauses.`,
      ruleDescription: "Included on a pitched roof: describes the selected tile, colour and build-up.",
      clauseSection: S.typesOfTiling,
      selection: REQUIRED,
      subGroup: G.typesOfTiling,
      relatedProductType: P.tile,
      locationOfInput: L.projectTileSelection,
      relatedSubProductType: null,
      nbsSubProductType: N.tiles,
    },
    verticalTypeOfTiling(words),
    {
      sortOrder: 210, // (§5) 210 basic workmanship
      subHeading: "Basic workmanship",
      text: `Make the roof weathertight as early as possible. Set out ${units} to true lines and regular appearance. Fix accessories to the ${unit} manufacturer's recommendations.`,
      clauseSection: S.generally,
      ...ALWAYS_ON_WORKMANSHIP,
    },
    {
      sortOrder: 220, // (§5) 220 removing existing tiling
      subHeading: `Removing existing ${covering}`,
      text: `Remove existing ${units} with minimal disturbance to adjacent work. Keep sound ${units} for reuse where instructed.`,
      ruleDescription: "Optional: chosen by the user for refurbishment work.",
      clauseSection: S.generally,
      selection: OPTIONAL,
      subGroup: G.workmanship,
      relatedProductType: P.general,
      locationOfInput: L.manual,
      relatedSubProductType: null,
      nbsSubProductType: null,
    },
    {
      sortOrder: 240, // (§5) 240 underlay
      subHeading: "Underlay",
      text: "Underlay: {underlay}. Lay with even tautness; vertical laps not less than 100 mm, over supports; fix with 20 × 3 mm clout nails. At exposed eaves use a UV-durable BS 8747 Type 5U strip. Seal around penetrations and keep ventilation paths clear.",
      ruleDescription: "Included when an underlay is selected in the roof data.",
      clauseSection: S.generally,
      selection: REQUIRED,
      subGroup: G.underlay,
      relatedProductType: P.underlay,
      locationOfInput: L.roofDataInput,
      relatedSubProductType: N.underlay,
      nbsSubProductType: N.underlay,
    },
    {
      sortOrder: 245, // (§5) 245 battens/counterbattens, treated
      subHeading: "Battens and counterbattens",
      text: "Sawn softwood graded and marked to BS 5534, moisture content not more than 22%, preservative treated to Z12. Batten size: {battenSize} mm.",
      ruleDescription: "Always included: batten size from the fixing specification.",
      ...ALWAYS_ON_BATTENING,
    },
    {
      sortOrder: 259, // (§5) 259 counterbattens on rafters
      subHeading: "Counterbattens on rafters",
      text: "Counterbattens: {counterBatten}, fixed along each rafter at not more than 300 mm centres.",
      ruleDescription: "Included when the underlay is supported on counterbattens.",
      clauseSection: S.generally,
      selection: OPTIONAL,
      subGroup: G.battens,
      relatedProductType: P.counterBatten,
      locationOfInput: L.roofDataInput,
      relatedSubProductType: N.counterBattens,
      nbsSubProductType: N.counterBattens,
    },
    {
      sortOrder: 265, // (§5) 265 batten fixing
      subHeading: "Batten fixing",
      text: "Fix battens to gauge, each length spanning at least three supports, with not more than one joint in any four consecutive battens on one support. Provide extra battens under unsupported laps; splay-nail joints.",
      ruleDescription: "Always included.",
      ...ALWAYS_ON_BATTENING,
    },
    {
      sortOrder: 270, // (calculations §9) ~270/275 tile (slate) fixing
      subHeading: `${unit[0]?.toUpperCase()}${unit.slice(1)} fixing`,
      text: `Fix ${units} to the fixing specification: {fixingSpecification}. ${fixing}`,
      ruleDescription: "Always included: the fixing follows the calculated fixing specification.",
      clauseSection: S.generally,
      selection: REQUIRED,
      subGroup: G.fixings,
      relatedProductType: P.fixing,
      locationOfInput: L.roofData,
      relatedSubProductType: N.tileNails,
      nbsSubProductType: N.tileNails,
    },
    {
      sortOrder: 290, // (§5) 290 mortar bedding/pointing
      subHeading: "Mortar bedding and pointing",
      text: "Mortar: 1:3 cement and sand (Z21). Bond and fix bedded fittings to BS 5534. Do not bed in wet or frosty weather.",
      ruleDescription: "Included when a mortar bedded system is selected.",
      clauseSection: S.generally,
      selection: OPTIONAL,
      subGroup: G.workmanship,
      relatedProductType: P.roofSystem,
      locationOfInput: L.systemSelection,
      relatedSubProductType: N.mortar,
      nbsSubProductType: N.mortar,
    },
    {
      sortOrder: 305, // (§5) 305 edges, junctions generally
      subHeading: "Edges and junctions generally",
      text: `Use the ${unit} manufacturer's fittings in matching colour. Keep cutting to a minimum; avoid small cut ${units}.`,
      clauseSection: S.edges,
      ...ALWAYS_ON_WORKMANSHIP,
    },
    systemClause(
      320,
      "Dry verges",
      "Dry verge system to BS 8612: {system}. Fix every unit mechanically.",
      G.verges,
      N.vergeSystem,
    ), // placeholder number
    systemClause(
      325,
      "Mortar bedded verges",
      "Undercloak bedded and pointed in 1:3 mortar; verge units clipped or nailed: {system}.",
      G.verges,
      N.vergeSystem,
    ), // placeholder
    systemClause(
      345,
      "Ventilated eaves",
      "Eaves ventilation: {system}. Tails of the eaves course 50 mm over the gutter.",
      G.eaves,
      N.eavesVentilation,
    ), // (§5) 345 seen
    systemClause(
      515,
      "Mortar bedded hips",
      "Hip tiles bedded in 1:3 mortar and mechanically fixed; hip iron at the foot: {system}.",
      G.hips,
      N.hipSystem,
    ), // placeholder
    systemClause(
      520,
      "Dry hips",
      "Dry hip system to BS 8612: {system}. Underlay laps at least 150 mm over the hip.",
      G.hips,
      N.hipSystem,
    ), // 525 mitred seen; placeholder
    systemClause(
      540,
      "Dry valleys",
      "GRP valley troughs: {system}. Raking batten on the shallower side; cut tiles clipped.",
      G.valleys,
      N.valleySystem,
    ), // placeholder
    systemClause(
      545,
      "Mortar bedded valleys",
      "GRP valley troughs with cut tiles bedded in 1:3 mortar: {system}.",
      G.valleys,
      N.valleySystem,
    ), // placeholder
    systemClause(550, "Valley tiles", "Purpose-made valley tiles laid to bond: {system}.", G.valleys, N.valleySystem), // placeholder
    systemClause(
      560,
      "Bonding gutters",
      "Dry bonding gutter: {system}; end laps to the maker's pitch table.",
      G.junctions,
      N.bondingGutter,
    ), // placeholder
    systemClause(
      660,
      "Side abutments",
      "Underlay turned up at least 100 mm; soakers interleaved or dry soakers; flashing: {system}.",
      G.abutments,
      N.abutmentFlashing,
    ), // (§5) 660 seen
    systemClause(
      670,
      "Top abutments",
      "Underlay turned up at least 100 mm; cover flashing: {system}.",
      G.abutments,
      N.abutmentFlashing,
    ), // (§5) 670 seen
    systemClause(
      675,
      "Ventilated top abutments",
      "Top abutment ventilator with cover flashing: {system}.",
      G.abutments,
      N.ventilators,
    ), // (§5) 675 seen
    systemClause(
      690,
      "Mortar bedded ridges",
      "Ridge tiles bedded in 1:3 mortar and mechanically fixed: {system}.",
      G.ridges,
      N.ridgeSystem,
    ), // placeholder
    systemClause(
      700,
      "Dry ventilated ridges",
      "Dry ventilated ridge with air gap, ridge battens and terminals: {system}.",
      G.ridges,
      N.ridgeSystem,
    ), // (§5) 700 seen
    systemClause(710, "Dry mono ridges", "Dry mono ridge system: {system}.", G.ridges, N.ridgeSystem), // placeholder
    {
      sortOrder: 840, // (§5) 840 ventilators seen
      subHeading: `Ventilator ${units}`,
      text: "Ventilators: {product}, positions as drawings.",
      ruleDescription: "Optional: chosen by the user where roof-space ventilation is through the slope.",
      clauseSection: S.edges,
      selection: OPTIONAL,
      subGroup: G.ventilation,
      relatedProductType: P.general,
      locationOfInput: L.manual,
      relatedSubProductType: N.ventilators,
      nbsSubProductType: N.ventilators,
    },
    systemClause(
      910,
      "Vertical tiling: bottom edge",
      "Tilting fillet and flashing at the bottom edge: {system}.",
      G.verticalTiling,
      N.verticalTiling,
    ), // (§5) 910 seen
    systemClause(
      920,
      "Vertical tiling: top edge",
      "Flashing dressed down at least 150 mm over the top course: {system}.",
      G.verticalTiling,
      N.verticalTiling,
    ), // (§5) 920 seen
    systemClause(
      930,
      "Vertical tiling: side abutments",
      "Soakers and stepped flashing returned at least 75 mm: {system}.",
      G.verticalTiling,
      N.verticalTiling,
    ), // (§5) 930 seen
    systemClause(
      940,
      "Vertical tiling: external angles",
      "External angle fittings to every course: {system}.",
      G.verticalTiling,
      N.verticalTiling,
    ), // placeholder
    systemClause(
      945,
      "Vertical tiling: internal angles",
      "Internal angle fittings to every course: {system}.",
      G.verticalTiling,
      N.verticalTiling,
    ), // placeholder
    systemClause(
      950,
      "Vertical tiling: junction with verge",
      "Verge junction bedded on undercloak with tile-and-a-half: {system}.",
      G.verticalTiling,
      N.verticalTiling,
    ), // placeholder
    {
      sortOrder: 990, // placeholder: completion
      subHeading: "Completion",
      text: `Replace damaged ${units}. Leave gutters and outlets clear of debris.`,
      clauseSection: S.completion,
      ...ALWAYS_ON_WORKMANSHIP,
    },
  ];
}

/**
 * The types of tiling clause of vertical work (a vertical roof, a dormer cheek): NBS H60/H65 specify vertical
 * tiling and slate hanging in a types-of-tiling clause of its own, as BS 5534 treats vertical work apart (every
 * unit mechanically fixed; no pitch). Its "Vertical tiling" sub group brings it in on a vertical roof, in place of
 * the pitched roof clause (110). Number 120: placeholder within the types of tiling range 110–140.
 */
function verticalTypeOfTiling({ covering, unit, units }: Words): SeedNbsClause {
  return {
    sortOrder: 120,
    subHeading: `${covering[0]?.toUpperCase()}${covering.slice(1)} to vertical surfaces`,
    text: `Substrate: vertical timber supports at {rafterCentres} mm centres. Underlay: {underlay}. Counterbattens: {counterBatten}. Battens: {battenSize} mm, fixed with {battenNails}. ${units[0]?.toUpperCase()}${units.slice(1)}: {tileName}, colour {colour}, size {tileSize} mm, minimum head-lap {headlap} mm, every ${unit} mechanically fixed to the manufacturer's BS 5534 fixing specification for vertical work. Accessories: as the vertical tiling clauses.`,
    ruleDescription:
      "Included on a vertical roof: describes the selected tile, colour and build-up of the vertical tiling.",
    clauseSection: S.typesOfTiling,
    selection: REQUIRED,
    subGroup: G.verticalTiling,
    relatedProductType: P.tile,
    locationOfInput: L.projectTileSelection,
    relatedSubProductType: null,
    nbsSubProductType: N.tiles,
  };
}

/** An edge clause included when a roof system naming it (by nbsClause) is selected for an edge. */
function systemClause(
  sortOrder: number,
  subHeading: string,
  text: string,
  subGroup: number,
  product: number,
): SeedNbsClause {
  return {
    sortOrder,
    subHeading,
    text,
    ruleDescription: "Included when a roof system with this clause is selected for an edge.",
    clauseSection: S.edges,
    selection: REQUIRED,
    subGroup,
    relatedProductType: P.roofSystem,
    locationOfInput: L.systemSelection,
    relatedSubProductType: product,
    nbsSubProductType: product,
  };
}

/** Work sections (calculations §9): H60 plain tiling, H61 fibre-cement slating, H62 natural slating, H65 single lap. */
export const NBS_HEADERS: SeedNbsHeader[] = [
  {
    number: "H60",
    text: "Clay/concrete plain roof tiling",
    clauses: clauses({
      covering: "plain tiling",
      unit: "tile",
      units: "tiles",
      fixing:
        "Nail every tile in at least every fifth course below 60°, and every tile at 60° and above; nail tiles at eaves, verges, top courses and cuts.",
    }),
  },
  {
    number: "H61",
    text: "Fibre cement slating",
    clauses: clauses({
      covering: "fibre cement slating",
      unit: "slate",
      units: "slates",
      fixing: "Fix each slate with two nails and a disc rivet; joints 3–5 mm.",
    }),
  },
  {
    number: "H62",
    text: "Natural slating",
    clauses: clauses({
      covering: "natural slating",
      unit: "slate",
      units: "slates",
      fixing:
        "Fix each slate with two copper nails or a stainless steel hook; joints not more than 5 mm; tails aligned.",
    }),
  },
  {
    number: "H65",
    text: "Single lap roof tiling",
    clauses: clauses({
      covering: "single lap tiling",
      unit: "tile",
      units: "tiles",
      fixing: "Mechanically fix every tile; perimeter tiles with at least two fixings.",
    }),
  },
];
