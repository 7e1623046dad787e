/**
 * What changed between two versions of a document, in words a roofer reads ("Plot 1 / Main Roof: pitch 35° →
 * 40°"), from their snapshots: the inputs a person entered and the results the document prints.
 */
import type { DocumentRoof, DocumentSnapshot } from "../../pdf/document-snapshot.js";

/** More lines than this would bury the history menu; the rest is counted. */
export const MAX_CHANGE_LINES = 20;

type Facts = Map<string, string>;
/** A roof's presence is a fact of its own, told as "added" or "removed" rather than as a value. */
const ROOF_PRESENT = "\u0000roof";

const number = (value: number | null | undefined, unit: string, digits = 2) =>
  value === null || value === undefined ? "not set" : `${Number(value.toFixed(digits))}${unit}`;

function roofFacts(facts: Facts, prefix: string, roof: DocumentRoof): void {
  const put = (label: string, value: string) => facts.set(`${prefix}${label}`, value);
  put("roof type", roof.roofTypeName ?? "not set");
  put("tile", roof.tile ? [roof.tile.name, roof.tile.colour].filter(Boolean).join(", ") : "not set");
  const calculation = roof.calculation;
  if (calculation) {
    const { roof: geometry } = calculation.inputs;
    put("pitch", number(geometry.pitchDeg, "°", 1));
    put("span", number(geometry.spanM, " m"));
    put("building length", number(geometry.buildingLengthM, " m"));
    put("eaves height", number(geometry.eavesHeightM, " m"));
    const { result } = calculation;
    put("peak velocity pressure", number(result.wind.peakVelocityPressure.peakVelocityPressurePa, " Pa", 0));
    put("fixing check", result.status);
    const areas = [result.fixing.perimeter, ...result.fixing.localAreas, result.fixing.generalArea];
    for (const area of areas) {
      if (area) put(`fixing, ${area.name}`, area.fixing?.name ?? "none passes");
    }
    put("batten", result.fixing.batten.name);
    put("roof area", number(result.estimate.roofAreaM2, " m²", 1));
  } else {
    put("calculation", "not calculated");
  }
  for (const item of roof.estimateItems) {
    put(`${item.code} (${item.description})`, `${Number(item.quantity.toFixed(2))} ${item.unit}`);
  }
  for (const header of roof.nbs?.headers ?? []) {
    put(`NBS ${header.number} heading`, header.text);
    for (const clause of header.clauses) put(`NBS clause ${clause.code}`, clause.text);
  }
}

function factsOf(snapshot: DocumentSnapshot): Facts {
  const facts: Facts = new Map();
  facts.set("Project name", snapshot.project.name);
  facts.set("Site address", snapshot.project.siteAddress);
  facts.set("Customer", snapshot.project.customerName ?? "not set");
  const site = snapshot.site?.windInputs;
  if (site) {
    facts.set("Site: basic wind velocity vb,map", number(site.vbMap.value, " m/s", 1));
    facts.set("Site: altitude", number(site.altitude.value, " m", 0));
    facts.set("Site: distance to the sea", number(site.distanceToSea.value, " km", 1));
    facts.set("Site: terrain", site.terrain.value);
    facts.set("Site: significant orography", site.orography.value ? "yes" : "no");
  }
  for (const plot of snapshot.plots) {
    for (const roof of plot.roofs) {
      const prefix = snapshot.level === "roof" ? "" : `${plot.name} / ${roof.name}: `;
      facts.set(`${plot.name} / ${roof.name}${ROOF_PRESENT}`, "present");
      roofFacts(facts, prefix, roof);
    }
  }
  return facts;
}

/** The differences in the order the document prints them; empty for a first version. */
export function describeChanges(previous: DocumentSnapshot | undefined, current: DocumentSnapshot): string[] {
  if (!previous) return [];
  const before = factsOf(previous);
  const after = factsOf(current);
  const lines: string[] = [];
  const roofName = (label: string) => label.slice(0, -ROOF_PRESENT.length);
  for (const [label, value] of after) {
    const old = before.get(label);
    if (old === undefined) {
      lines.push(label.endsWith(ROOF_PRESENT) ? `${roofName(label)}: roof added` : `${label}: ${value} (new)`);
    } else if (old !== value) {
      lines.push(`${label}: ${old} → ${value}`);
    }
  }
  for (const [label] of before) {
    if (after.has(label)) continue;
    lines.push(label.endsWith(ROOF_PRESENT) ? `${roofName(label)}: roof removed` : `${label}: removed`);
  }
  if (lines.length > MAX_CHANGE_LINES) {
    const more = lines.length - (MAX_CHANGE_LINES - 1);
    return [...lines.slice(0, MAX_CHANGE_LINES - 1), `and ${more} more changes`];
  }
  return lines;
}
