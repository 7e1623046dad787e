/**
 * What a Fixing Spec must print as assumed: the site values that are defaults or indicative (the Site panel
 * asks a person to confirm them), and the decisions of the roof's calculation that took a conservative or
 * assumed value because a figure was not given.
 */
import type { ProjectSiteData } from "@portal/contracts";
import type { Trace, TraceDecision } from "@portal/engine";

const ASSUMPTION_WORDS = /conservative|assum|not given|indicative|default/i;

function decisionsOf(trace: Trace): TraceDecision[] {
  return [...trace.decisions, ...trace.sections.flatMap(decisionsOf)];
}

/** The calculation's decisions that rest on an assumption, once each. */
export function assumedDecisions(trace: Trace): TraceDecision[] {
  const seen = new Set<string>();
  return decisionsOf(trace).filter((decision) => {
    const isAssumption = ASSUMPTION_WORDS.test(decision.decision) || ASSUMPTION_WORDS.test(decision.reason);
    const key = `${decision.decision}|${decision.reason}`;
    if (!isAssumption || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const SITE_INPUT_LABELS: Record<keyof ProjectSiteData["windInputs"], string> = {
  vbMap: "Fundamental basic wind velocity vb,map",
  altitude: "Site altitude A",
  distanceToSea: "Distance to the sea",
  terrain: "Terrain category",
  distanceInsideTown: "Distance inside town terrain",
  orography: "Significant orography",
  orographyFactor: "Orography factor co",
  referenceHeight: "Reference height ze",
};

/** Site values a person must confirm before relying on the specification. */
export function siteValuesToConfirm(site: ProjectSiteData): string[] {
  return (Object.keys(SITE_INPUT_LABELS) as Array<keyof ProjectSiteData["windInputs"]>)
    .filter((key) => site.windInputs[key].needsConfirmation)
    .map((key) => SITE_INPUT_LABELS[key]);
}
