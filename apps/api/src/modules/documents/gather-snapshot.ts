/**
 * Gathers a DocumentSnapshot from what is stored now: the project, its site wind, and for every roof of the
 * item its sections, the engine's stored calculation, the bill of quantities and (for the NBS document) the
 * clauses as they print. The browser sends nothing that reaches a document.
 */
import { PDF_TYPES, type ProjectSiteData } from "@portal/contracts";
import type { AppContext } from "../../context.js";
import type { DocumentGenerationRow } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import {
  DOCUMENT_SNAPSHOT_SCHEMA,
  type DocumentPlot,
  type DocumentProject,
  type DocumentRoof,
  type DocumentSnapshot,
  type DocumentSolarArray,
} from "../../pdf/document-snapshot.js";
import { solarKitEstimateItems } from "../../pdf/estimate-lines.js";
import { nbsDocumentContent } from "../nbs-clauses/nbs-document.js";
import { livePlotsOfProject } from "../plots/plots.service.js";
import { findProjectWithNames } from "../projects/projects.service.js";
import { loadStoredRoofWithTrace } from "../roof-editor/index.js";
import { findLiveRoof, liveRoofsOfPlots } from "../roofs/roofs.service.js";
import { siteWindForProject } from "../site-data/site-data.service.js";
import { solarArraysOfRoof } from "../solar-arrays/solar-arrays.service.js";
import type { DocumentKind } from "./documents.repository.js";
import * as repository from "./documents.repository.js";

/** The snapshot without its version number, which is given when the version is recorded. */
export type UnnumberedSnapshot = Omit<DocumentSnapshot, "version">;

async function gatherRoof(ctx: AppContext, roof: { id: number; name: string }, kind: DocumentKind) {
  const [stored, arrays] = await Promise.all([loadStoredRoofWithTrace(ctx, roof.id), solarArraysOfRoof(ctx, roof.id)]);
  const { tile, colour, calculation } = stored;
  const solarArrays = arrays.map(
    (array): DocumentSolarArray => ({
      arrayNumber: array.arrayNumber,
      orientation: array.orientation,
      orientationFromSouth: array.orientationFromSouth,
      panelLocation: array.panelLocation,
      array: array.array,
      windowLocations: array.windowLocations,
      kitList: array.kitList,
      power: array.power,
      arrayHeight: array.arrayHeight,
      arrayWidth: array.arrayWidth,
      isValid: array.isValid,
      problems: array.problems,
      windCheck: array.windCheck,
      panelName: array.kitList.find((row) => row.kind === "panel")?.name ?? null,
    }),
  );
  const documentRoof: DocumentRoof = {
    id: roof.id,
    name: roof.name,
    roofTypeName: stored.roofTypeName,
    tile: tile ? { id: tile.id, name: tile.name, code: tile.code, colour: colour?.description ?? null } : null,
    // The trace is stored in the calculation's row: one is there exactly when the other is.
    calculation:
      calculation && stored.trace
        ? {
            calculatedAt: calculation.calculatedAt.toISOString(),
            inputs: calculation.inputs,
            result: calculation.result,
            trace: stored.trace,
          }
        : null,
    estimateItems: [
      ...stored.estimateItems.map((item) => ({
        code: item.code,
        description: item.description,
        unit: item.unit,
        quantity: item.quantity,
        packQuantity: item.packQuantity,
        packs: item.packs,
        groupName: item.groupName,
        edge: item.edge,
        wastagePercent: item.wastagePercent,
        isEdited: item.isEdited,
        isManual: item.isManual,
      })),
      ...solarKitEstimateItems(solarArrays),
    ],
    // Only the NBS document prints clauses; the others leave them out of their snapshot.
    nbs: kind.pdfType === PDF_TYPES.nbsClause ? await nbsDocumentContent(ctx, roof.id) : null,
    solarArrays,
  };
  return documentRoof;
}

async function gatherSite(ctx: AppContext, projectId: number): Promise<ProjectSiteData | null> {
  try {
    return (await siteWindForProject(ctx, projectId)).siteData;
  } catch (error) {
    // A project without a location has no site wind: the document says so instead of failing.
    if (error instanceof AppError && error.statusCode === 400) return null;
    throw error;
  }
}

/** The plots (with their live roofs) the item's document covers. */
async function plotsOf(
  ctx: AppContext,
  generation: DocumentGenerationRow,
): Promise<Array<{ id: number; name: string }>> {
  const plots = await livePlotsOfProject(ctx, generation.projectId);
  if (generation.level === "project") return plots;
  const plotId =
    generation.level === "plot" ? generation.entityId : (await findLiveRoof(ctx, generation.entityId))?.plotId;
  return plots.filter((plot) => plot.id === plotId);
}

export async function gatherSnapshot(ctx: AppContext, generation: DocumentGenerationRow): Promise<UnnumberedSnapshot> {
  const kind = { pdfType: generation.pdfType as DocumentKind["pdfType"], isImproved: generation.isImproved };
  const [projectRow, requester, catalogueChangedAt, site, plotRows] = await Promise.all([
    findProjectWithNames(ctx, generation.projectId),
    repository.findRequester(ctx.db, generation.requestedByUserId, generation.requestedBySessionId),
    repository.findCatalogueChangedAt(ctx.db),
    gatherSite(ctx, generation.projectId),
    plotsOf(ctx, generation),
  ]);
  if (!projectRow) throw new Error(`Project ${generation.projectId} is gone`);
  const { project } = projectRow;
  const roofRows = await liveRoofsOfPlots(
    ctx,
    plotRows.map((plot) => plot.id),
  );
  const wanted = generation.level === "roof" ? roofRows.filter((roof) => roof.id === generation.entityId) : roofRows;
  const plots: DocumentPlot[] = [];
  for (const plot of plotRows) {
    // Roofs in name order, as the plot page lists them; sequential, so a plot of many roofs does not flood the pool.
    const roofsOfPlot = wanted
      .filter((roof) => roof.plotId === plot.id)
      .sort((a, b) => a.name.localeCompare(b.name, "en-GB") || a.id - b.id);
    const roofs: DocumentRoof[] = [];
    for (const roof of roofsOfPlot) roofs.push(await gatherRoof(ctx, roof, kind));
    plots.push({ id: plot.id, name: plot.name, roofs });
  }
  const documentProject: DocumentProject = {
    id: project.id,
    referenceNumber: project.referenceNumber,
    name: project.name,
    siteAddress: projectRow.siteAddress,
    lat: project.lat,
    long: project.long,
    customerName: project.customerName,
    customerAddress: [
      project.customerAddress1,
      project.customerAddress2,
      project.customerAddressTown,
      project.customerAddressPostCode,
    ].filter((line): line is string => Boolean(line?.trim())),
    projectOwner: projectRow.projectOwner,
    salesPerson: projectRow.salesPerson,
  };
  return {
    schema: DOCUMENT_SNAPSHOT_SCHEMA,
    level: generation.level,
    ...kind,
    generatedAt: ctx.clock.now().toISOString(),
    generatedBy: requester?.name ?? "",
    ...(requester?.role ? { generatedByRole: requester.role } : {}),
    ...(requester ? { generatedByEmail: requester.email } : {}),
    dataSources: { catalogueChangedAt: catalogueChangedAt?.toISOString() ?? null },
    project: documentProject,
    site,
    plots,
  };
}
