/**
 * Documents (spec 02 §3, §4, §7 "Documents"): the Fixing Spec, the Estimate and the NBS clause document of a
 * roof, a plot (all its roofs) or a project (all its plots). A request answers 202 and a job renders the PDF
 * from the stored data; each generation is kept as a numbered version that downloads through a short-lived
 * signed link.
 */
import { z } from "zod";
import { databaseId } from "./primitives.js";

/** Spec 02 §3 "Document kinds": NbsClause 0, Estimate 1, FixingSpec 2. */
export const PDF_TYPES = { nbsClause: 0, estimate: 1, fixingSpec: 2 } as const;
export type PdfType = (typeof PDF_TYPES)[keyof typeof PDF_TYPES];
export const PdfTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: "PdfType must be 0 (NBS), 1 (Estimate) or 2 (Fixing Spec)",
});

/** Spec 02 §3 "Entity levels": project, plot, roof; the paths name them in the plural. */
export const DOCUMENT_LEVELS = ["project", "plot", "roof"] as const;
export type DocumentLevel = (typeof DOCUMENT_LEVELS)[number];
export const DocumentLevelPathSchema = z.enum(["projects", "plots", "roofs"], {
  error: "The level must be projects, plots or roofs",
});
export type DocumentLevelPath = z.infer<typeof DocumentLevelPathSchema>;
export const levelOfPath = (path: DocumentLevelPath): DocumentLevel => path.slice(0, -1) as DocumentLevel;

/** The document's name as the toasts and the file name say it (spec 02 §4). */
export const PDF_TYPE_NAMES: Record<PdfType, string> = {
  [PDF_TYPES.nbsClause]: "NBS",
  [PDF_TYPES.estimate]: "Estimate",
  [PDF_TYPES.fixingSpec]: "Fixing Spec",
};
export const IMPROVED_FIXING_SPEC_NAME = "Improved Fixing Spec";

/**
 * Generations one user may have waiting at once. The page makes one at a time; this bounds what a script could
 * pile onto the queue that every user shares.
 */
export const MAX_QUEUED_GENERATIONS_PER_USER = 20;

export const DOCUMENT_MESSAGES = {
  roofIdRequired: "RoofId is required",
  plotIdRequired: "PlotId is required",
  projectIdRequired: "ProjectId is required",
  versionInvalid: "Version is invalid",
  /** Spec 02 §8: the generation failed (the error event and a refused request). */
  generationFailed: (typeName: string) => `Error generating ${typeName} document`,
  improvedFailed: "Error generating Improved Fixing Spec",
  /** A second request for the same item and document while one is still being made. */
  alreadyGenerating: (typeName: string) =>
    `The ${typeName} for this item is already being generated. It will download when it is ready.`,
  tooManyQueued: `You have ${MAX_QUEUED_GENERATIONS_PER_USER} documents being generated. Please wait for them to finish.`,
  /** The item lacks the data the document needs (its availability flag is false). */
  notAvailable: (typeName: string) => `The ${typeName} needs more roof data before it can be generated.`,
  /** Improved Fixing Spec is for admin and TAS (spec 02 §6). */
  improvedStaffOnly: "The Improved Fixing Spec is available to administrators and TAS users only",
  /** Spec 02 §8: a version that does not exist, or whose file is gone. */
  fileNotAvailable: "File is not available",
  /** The realtime Message of a finished generation. */
  generated: (typeName: string) => `${typeName} generated`,
  generating: "Generating...",
} as const;

export const GenerateRoofDocumentSchema = z.object({
  roofId: databaseId(DOCUMENT_MESSAGES.roofIdRequired),
  pdfType: PdfTypeSchema,
});
export const GeneratePlotDocumentSchema = z.object({
  plotId: databaseId(DOCUMENT_MESSAGES.plotIdRequired),
  pdfType: PdfTypeSchema,
});
export const GenerateProjectDocumentSchema = z.object({
  projectId: databaseId(DOCUMENT_MESSAGES.projectIdRequired),
  pdfType: PdfTypeSchema,
});
/** POST /project-pdfs/roofs/improved-fixing-spec. */
export const GenerateImprovedFixingSpecSchema = z.object({ roofId: databaseId(DOCUMENT_MESSAGES.roofIdRequired) });
export type GenerateRoofDocument = z.infer<typeof GenerateRoofDocumentSchema>;
export type GeneratePlotDocument = z.infer<typeof GeneratePlotDocumentSchema>;
export type GenerateProjectDocument = z.infer<typeof GenerateProjectDocumentSchema>;

/** The 202 of a generation request: the job's id lets a client tell its own event from another tab's. */
export const GenerationAcceptedSchema = z.object({ message: z.string(), generationId: z.number().int() });
export type GenerationAccepted = z.infer<typeof GenerationAcceptedSchema>;

/** One kept version (spec 02 §3 "Document history": version, dateCreated, pdfType). */
export const DocumentVersionSchema = z.object({
  version: z.number().int(),
  dateCreated: z.string(),
  pdfType: PdfTypeSchema,
  /** True for an Improved Fixing Spec (the full working; staff only). */
  isImproved: z.boolean(),
  /** What changed since the previous version of this document, in words; empty for the first. */
  changes: z.array(z.string()),
});
export type DocumentVersion = z.infer<typeof DocumentVersionSchema>;

/** GET /{type}s/documents/{id}, newest version first in each list. */
export const DocumentHistorySchema = z.object({
  fixingDocuments: z.array(DocumentVersionSchema),
  estimateDocuments: z.array(DocumentVersionSchema),
  nbsDocuments: z.array(DocumentVersionSchema),
});
export type DocumentHistory = z.infer<typeof DocumentHistorySchema>;

export const DocumentHistoryParamsSchema = z.object({ id: databaseId("Id is invalid") });

/** GET /project-pdfs/{type}s/{id}/{pdfType}/{version}[?format=csv]. */
export const DocumentDownloadParamsSchema = z.object({
  level: DocumentLevelPathSchema,
  id: databaseId("Id is invalid"),
  pdfType: z.coerce.number().pipe(PdfTypeSchema),
  version: z.coerce
    .number({ error: DOCUMENT_MESSAGES.versionInvalid })
    .int(DOCUMENT_MESSAGES.versionInvalid)
    .min(1, DOCUMENT_MESSAGES.versionInvalid)
    .max(2_147_483_647, DOCUMENT_MESSAGES.versionInvalid),
});
/** The Estimate also downloads as CSV for merchants' systems; every other document is a PDF only. */
export const DocumentDownloadQuerySchema = z.object({
  format: z.enum(["pdf", "csv"], { error: "Format must be pdf or csv" }).default("pdf"),
  /** Improved Fixing Spec versions are numbered apart from the Fixing Spec's. */
  improved: z
    .enum(["true", "false"], { error: "Improved must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
});
export type DocumentFormat = z.output<typeof DocumentDownloadQuerySchema>["format"];

export const DownloadLinkSchema = z.object({ downloadUri: z.string() });
export type DownloadLink = z.infer<typeof DownloadLinkSchema>;

/** GET /roofs/document-availability/{id}: which of the roof's documents its data can produce now. */
export const DocumentAvailabilitySchema = z.object({
  fixingSpecAvailable: z.boolean(),
  estimateAvailable: z.boolean(),
  nbsAvailable: z.boolean(),
});
export type DocumentAvailability = z.infer<typeof DocumentAvailabilitySchema>;
