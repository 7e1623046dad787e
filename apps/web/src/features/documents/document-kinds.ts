import {
  type DocumentAvailability,
  type DocumentHistory,
  type DocumentLevel,
  IMPROVED_FIXING_SPEC_NAME,
  PDF_TYPE_NAMES,
  PDF_TYPES,
  type PdfType,
  REALTIME_EVENTS,
  type RealtimeEventName,
} from "@portal/contracts";
import type { RoofEditorSection } from "@portal/contracts/ui";

/** What the panels and the flow need to know of each document (spec 02 §3 "Document kinds"). */
export interface DocumentKind {
  pdfType: PdfType;
  name: string;
  historyField: keyof DocumentHistory;
  availabilityField: keyof DocumentAvailability;
  /** The realtime event that ends its generation (spec 02 §4). */
  event: RealtimeEventName;
  /** The roof editor's section holding the data it needs, for the Add Data link. */
  editorSection: RoofEditorSection;
  /** The Estimate also downloads as CSV, for merchants' systems. */
  hasCsv: boolean;
}

/** In the order the panels list them (spec 02 §2: Fixing Spec, Estimate, NBS). */
export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  {
    pdfType: PDF_TYPES.fixingSpec,
    name: PDF_TYPE_NAMES[PDF_TYPES.fixingSpec],
    historyField: "fixingDocuments",
    availabilityField: "fixingSpecAvailable",
    event: REALTIME_EVENTS.fixingSpecGenerated,
    editorSection: "fixing",
    hasCsv: false,
  },
  {
    pdfType: PDF_TYPES.estimate,
    name: PDF_TYPE_NAMES[PDF_TYPES.estimate],
    historyField: "estimateDocuments",
    availabilityField: "estimateAvailable",
    event: REALTIME_EVENTS.estimateGenerated,
    editorSection: "estimate",
    hasCsv: true,
  },
  {
    pdfType: PDF_TYPES.nbsClause,
    name: PDF_TYPE_NAMES[PDF_TYPES.nbsClause],
    historyField: "nbsDocuments",
    availabilityField: "nbsAvailable",
    event: REALTIME_EVENTS.nbsGenerated,
    editorSection: "nbs",
    hasCsv: false,
  },
];

export function documentKindOf(pdfType: PdfType): DocumentKind | undefined {
  return DOCUMENT_KINDS.find((kind) => kind.pdfType === pdfType);
}

/** One thing to generate: an item's document, or a roof's Improved Fixing Spec (admin and TAS). */
export type GenerationTarget =
  | { kind: "document"; level: DocumentLevel; id: number; pdfType: PdfType }
  | { kind: "improvedFixingSpec"; roofId: number };

/** The document's name as the toasts say it; null for a type the app does not know ('Error generating PDF'). */
export function targetName(target: GenerationTarget): string | null {
  if (target.kind === "improvedFixingSpec") return IMPROVED_FIXING_SPEC_NAME;
  return documentKindOf(target.pdfType)?.name ?? null;
}

/** The item whose history and availability the generation changes. */
export function targetItem(target: GenerationTarget): { level: DocumentLevel; id: number } {
  return target.kind === "improvedFixingSpec" ? { level: "roof", id: target.roofId } : target;
}

/** The Improved Fixing Spec announces itself as a Fixing Spec. */
export function targetEvent(target: GenerationTarget): RealtimeEventName {
  if (target.kind === "improvedFixingSpec") return REALTIME_EVENTS.fixingSpecGenerated;
  return documentKindOf(target.pdfType)?.event ?? REALTIME_EVENTS.fixingSpecGenerated;
}
