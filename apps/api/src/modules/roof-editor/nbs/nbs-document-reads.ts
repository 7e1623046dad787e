import type { AppContext } from "../../../context.js";
import type { RoofNbsInputs } from "./nbs-inputs.js";

/**
 * What the roof editor asks of the roof's NBS document: what its printed clauses still need (the NBS panel), and
 * why it cannot be generated yet (the document availability). `nbs-clauses/nbs-document.ts` is the one place that
 * knows what the document prints (the project's edits laid over the roof's clauses); it reads the roof through
 * this module's door, so the route table hands it in (`src/routes.ts`) rather than this module importing it back.
 */
export type NbsDocumentReads = {
  needsOf: (
    ctx: AppContext,
    roofId: number,
    known: { projectId: number; nbs: RoofNbsInputs },
  ) => Promise<{ needs: string[] }>;
  refusal: (ctx: AppContext, level: "roof", roofs: readonly { id: number; name: string }[]) => Promise<string | null>;
};
