/**
 * The verdict of every check of a roof's fixing specification, and the roof's overall verdict. A check (the fixing
 * of an area, the underlay in an area, the battens, the setting out) meets BS 5534, needs technical support, or
 * cannot be decided until something is confirmed, which its reason names. The roof is complete only when every
 * check meets: an unchecked underlay is not a pass.
 */

export type CheckVerdict = "meets" | "refer to technical support" | "to confirm";
export type OverallVerdict = "complete" | "refer to technical support" | "to confirm";

export interface CheckOutcome {
  /** What was checked, as a reader looks for it: "Fixing: general area", "Underlay: verge local area". */
  check: string;
  verdict: CheckVerdict;
  /** Why, with the figures compared. */
  reason: string;
  /** For "to confirm": what must be confirmed, and with whom; null otherwise. Checks that share it share the text. */
  toConfirm: string | null;
}

export interface FixingVerdict {
  verdict: OverallVerdict;
  /** Every check in the order a specification reads: fixings, underlay, battens, setting out. */
  checks: CheckOutcome[];
  /** The verdict in one paragraph, as the documents and the editor print it. */
  summary: string;
}

/** An area's name without its explanation in brackets, for running text ("perimeter tiles"). */
export const shortAreaName = (name: string) => name.replace(/\s*\(.*\)\s*$/, "").toLowerCase();

const sentence = (outcome: CheckOutcome) => `${outcome.check}: ${outcome.reason}.`;

/**
 * Any check that needs technical support makes the roof's verdict "refer to technical support"; otherwise any check
 * still to confirm makes it "to confirm"; only when every check meets is the specification complete. The summary
 * names each referral with its figures, and each thing to confirm once, however many areas it holds up.
 */
export function overallVerdict(checks: readonly CheckOutcome[]): FixingVerdict {
  const referred = checks.filter((outcome) => outcome.verdict === "refer to technical support");
  const toConfirm = [
    ...new Set(
      checks.flatMap((outcome) =>
        outcome.verdict === "to confirm" ? [outcome.toConfirm ?? `${outcome.check}: ${outcome.reason}`] : [],
      ),
    ),
  ];
  const verdict: OverallVerdict =
    referred.length > 0 ? "refer to technical support" : toConfirm.length > 0 ? "to confirm" : "complete";
  const parts: string[] = [];
  if (verdict === "complete") {
    parts.push(
      `Every check meets BS 5534 (${checks.length} checks): each area's fixing resists its design uplift, the underlay resists the pressure in every area, the battens meet Table 3 and the rafter sets out within the tile's headlap range.`,
    );
  }
  if (referred.length > 0) parts.push(`Refer to technical support. ${referred.map(sentence).join(" ")}`);
  if (toConfirm.length > 0) {
    parts.push(
      `To confirm before work starts: ${toConfirm.map((item, index) => `(${index + 1}) ${item}`).join("; ")}.`,
    );
  }
  return { verdict, checks: [...checks], summary: parts.join(" ") };
}

/**
 * The verdict a stored fixing result carries, as every output prints it. A result stored before verdicts were
 * recorded has none; it is not worked out again from the old figures but reported as to confirm, by recalculating.
 */
export function storedVerdict(fixing: { verdict?: FixingVerdict | undefined }): FixingVerdict {
  if (fixing.verdict !== undefined) return fixing.verdict;
  const check: CheckOutcome = {
    check: "Calculation",
    verdict: "to confirm",
    reason: "this roof was calculated before the underlay, batten and setting-out checks gave verdicts",
    toConfirm: "the checks' verdicts: save the roof to recalculate it",
  };
  return overallVerdict([check]);
}
