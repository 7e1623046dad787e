import { SOLAR_COMPONENT_TYPES as T } from "@portal/contracts";
import type { SeedSolarComponent, SeedSolarSystem } from "./types.js";

/**
 * In-roof solar components. The kit structure (bottom-row left/centre/right, upper-row end and joining kits,
 * single-panel kit, top and bottom corners, window centre kit, batten brackets and spacers) follows the
 * configurator in (4.1); panel outputs follow the panels listed there. Flashings and corners come in a portrait
 * and a landscape set, the window kit in portrait only, as the maker's kit list (4.1a) has them; a name ending
 * "(portrait)" or "(landscape)" ties a kit to that orientation (the available-components filter). Codes and
 * names are generic.
 * Sizes: module range of (4.2), representative. Wind resistance: MCS 012 declared values not found, so
 * demo values (kPa), to be replaced by the maker's declaration.
 */
const PANEL_SIZE = { height: 1700, width: 1000 }; // representative, within (4.2) 1610–1990 × 990–1160
const DEMO_WIND_RESISTANCE = 2.4; // demo value, kPa (4.4: "measure and declare", no minimum)

const flashingKits = (orientation: "portrait" | "landscape", prefix: string): SeedSolarComponent[] =>
  [
    { code: `${prefix}-BL`, name: `Flashing kit, bottom row left (${orientation})`, subType: 0 },
    { code: `${prefix}-BC`, name: `Flashing kit, bottom row between panels (${orientation})`, subType: 1 },
    { code: `${prefix}-BR`, name: `Flashing kit, bottom row right (${orientation})`, subType: 2 },
    { code: `${prefix}-UL`, name: `Flashing kit, upper rows left end (${orientation})`, subType: 3 },
    { code: `${prefix}-UJ`, name: `Flashing kit, upper rows joining (${orientation})`, subType: 4 },
    { code: `${prefix}-SP`, name: `Flashing kit, single panel (${orientation})`, subType: 5 },
  ].map((kit) => ({
    ...kit,
    type: T.flashing,
    description: "One kit per panel position; chosen by the panel's neighbours left, right and below.",
    windResistance: DEMO_WIND_RESISTANCE,
  }));

const cornerFlashings = (orientation: "portrait" | "landscape", prefix: string): SeedSolarComponent[] =>
  [
    { code: `${prefix}-TL`, name: `Corner flashing, top left (${orientation})`, subType: 11 },
    { code: `${prefix}-TR`, name: `Corner flashing, top right (${orientation})`, subType: 12 },
    { code: `${prefix}-BL`, name: `Corner flashing, bottom left (${orientation})`, subType: 13 },
    { code: `${prefix}-BR`, name: `Corner flashing, bottom right (${orientation})`, subType: 14 },
  ].map((kit) => ({ ...kit, type: T.cornerFlashing }));

export const SOLAR_COMPONENTS: SeedSolarComponent[] = [
  // Panels (4.1): 320 Wp mono, 300 Wp mono, 270 Wp poly
  {
    code: "IRP-320M",
    name: "In-roof PV panel 320 Wp, monocrystalline",
    type: T.panel,
    power: 0.32,
    ...PANEL_SIZE,
    windResistance: DEMO_WIND_RESISTANCE,
    subType: 17,
  },
  {
    code: "IRP-300M",
    name: "In-roof PV panel 300 Wp, monocrystalline",
    type: T.panel,
    power: 0.3,
    ...PANEL_SIZE,
    windResistance: DEMO_WIND_RESISTANCE,
    subType: 17,
  },
  {
    code: "IRP-270P",
    name: "In-roof PV panel 270 Wp, polycrystalline",
    type: T.panel,
    power: 0.27,
    ...PANEL_SIZE,
    windResistance: DEMO_WIND_RESISTANCE,
    subType: 17,
  },
  // Flashings (4.1)
  ...flashingKits("portrait", "FK-P"),
  ...flashingKits("landscape", "FK-L"),
  // Corner flashings (4.1): top left/right, bottom left/right of stepped arrays, one set per orientation as the
  // maker's list has them (4.1a: F16-CLT … F16-CRB portrait, F16-LCLT … F16-LCRB landscape)
  ...cornerFlashings("portrait", "CF"),
  ...cornerFlashings("landscape", "CF-L"),
  // Window conversion kits (4.1): window centre, portrait, surrounded by panels; left/right variants representative
  { code: "WK-C", name: "Window conversion kit, centre (portrait)", type: T.windowConversionKit, subType: 6 },
  { code: "WK-L", name: "Window conversion kit, left edge (portrait)", type: T.windowConversionKit, subType: 19 },
  { code: "WK-R", name: "Window conversion kit, right edge (portrait)", type: T.windowConversionKit, subType: 20 },
  // Inverters and chargers: code and power only (spec 03 §3.1); representative ratings in kW
  { code: "INV-3.6", name: "String inverter 3.6 kW", type: T.inverter, power: 3.6 },
  { code: "INV-5.0", name: "String inverter 5.0 kW", type: T.inverter, power: 5 },
  { code: "CHG-7.4", name: "EV charger 7.4 kW", type: T.charger, power: 7.4 },
  // Arc-containment enclosures for MC4 connectors (4.1 ArcBox note; calculations §10: one per mated pair)
  {
    code: "ACB-MC4",
    name: "Arc-containment enclosure for MC4 connector",
    type: T.arcboxConnector,
    subType: 10,
    description: "Encloses a mated MC4 pair and contains a DC arc; vented.",
  },
  // Mounting accessories (4.1): brackets for 22 mm battens and 5 mm spacers, packs of 20; sarking bracket
  { code: "BB-22", name: "Batten bracket for 22 mm battens, pack of 20", type: T.mountingAccessory, subType: 8 },
  {
    code: "BB-22J",
    name: "Batten bracket for 22 mm battens, joining kits, pack of 20",
    type: T.mountingAccessory,
    subType: 8,
  },
  { code: "SP-5", name: "5 mm spacer, pack of 20", type: T.mountingAccessory, subType: 9 },
  { code: "SB-K", name: "Sarking bracket, one per kit", type: T.mountingAccessory, subType: 7 },
  // Roof window types (type 8): representative sizes
  { code: "WIN-55-98", name: "Roof window 550 × 980 mm", type: T.windowType, height: 980, width: 550, subType: 18 },
  { code: "WIN-78-98", name: "Roof window 780 × 980 mm", type: T.windowType, height: 980, width: 780, subType: 18 },
];

const codes = (type: number, prefix = "") =>
  SOLAR_COMPONENTS.filter((component) => component.type === type && component.code.startsWith(prefix)).map(
    (component) => component.code,
  );

/** One valid system per panel (spec 03 §4): flashings, corner flashings and window conversion kits. */
export const SOLAR_SYSTEMS: SeedSolarSystem[] = codes(T.panel).map((panel) => ({
  panel,
  flashings: codes(T.flashing),
  cornerFlashings: codes(T.cornerFlashing),
  windowConversionKits: codes(T.windowConversionKit),
}));
