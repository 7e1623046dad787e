import { z } from "zod";
import { DEFAULT_ROOF_NAME } from "./constants.js";
import { PagingQuerySchema, sortByOneOf } from "./paging.js";
import { databaseId, text } from "./primitives.js";
import { PROJECT_MESSAGES } from "./projects.js";
import { ExpectedVersionSchema, RecordVersionSchema } from "./versions.js";

/** Roof summary (spec 02 §3): availability flags turn true once the roof has the data each document needs. */
export const RoofSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  plotId: z.number().int(),
  dateUpdated: z.string(),
  version: RecordVersionSchema,
  fixingSpecAvailable: z.boolean(),
  estimateAvailable: z.boolean(),
  nbsAvailable: z.boolean(),
});
export type RoofSummary = z.infer<typeof RoofSummarySchema>;

export const PlotSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isDeleted: z.boolean(),
  projectId: z.number().int(),
  dateUpdated: z.string(),
  version: RecordVersionSchema,
  /** Newest update first (spec 02 §2: Recently Edited). */
  roofs: z.array(RoofSummarySchema),
});
export type Plot = z.infer<typeof PlotSchema>;

export const PLOT_SORT_FIELDS = ["name", "dateUpdated", "roof"] as const;

export const PlotsQuerySchema = PagingQuerySchema.extend({
  projectId: databaseId("ProjectId is required"),
  sortBy: sortByOneOf(PLOT_SORT_FIELDS),
});
export type PlotsQuery = z.infer<typeof PlotsQuerySchema>;

/** The plots panel reads plots[] and count (spec 02 §7). */
export const PlotsPageSchema = z.object({ plots: z.array(PlotSchema), count: z.number().int() });

const optionalName = text()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || undefined);

export const CreatePlotSchema = z.object({
  projectId: databaseId("ProjectId is required"),
  name: optionalName,
});
export type NewPlot = z.output<typeof CreatePlotSchema>;

export const CreateRoofSchema = z.object({
  plotId: databaseId("PlotId is required"),
  name: optionalName,
});
export type NewRoof = z.output<typeof CreateRoofSchema>;
export const DEFAULT_NEW_ROOF_NAME = DEFAULT_ROOF_NAME;

export const RenameSchema = z.object({
  name: text({ error: PROJECT_MESSAGES.cloneNameRequired }).trim().min(1, PROJECT_MESSAGES.cloneNameRequired).max(200),
});

/** PUT /plots/{id} and PUT /roofs/{id}: the new name and the version it was chosen from. */
export const UpdateNameSchema = RenameSchema.extend({ version: ExpectedVersionSchema });
export type NameUpdate = z.output<typeof UpdateNameSchema>;

export const PLOT_MESSAGES = {
  createFailed: "Failed to create plot. Please try again.",
  roofCreateFailed: "Failed to create roof. Please try again.",
  plotNotFound: "Plot not found",
  roofNotFound: "Roof not found",
} as const;
