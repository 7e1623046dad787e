import type { RoofEditorSection } from "@portal/contracts/ui";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import type { RoofRecords } from "../form/roof-editor-values";

import { useRoofEditorForm } from "../hooks/use-roof-editor-form";
import { NbsPanel } from "../nbs";
import { ConfirmRecalculationDialog, SitePanel, useRecalculation, ZoneDiagramPanel } from "../results";
import { EstimatePanel } from "./estimate-panel";
import { FixingSpecPanel } from "./fixing-spec-panel";
import { landOnSection, whenQueriesSettle } from "./land-on-section";
import { ResultsToolbar } from "./results-toolbar";
import { RoofEditorProvider, type RoofEditorSolar } from "./roof-editor-context";

/** The element each `section` value scrolls to. */
const SECTION_ANCHORS: Record<RoofEditorSection, string> = {
  fixing: "roof-section-fixing",
  "fixing-spec": "roof-section-fixing-spec",
  estimate: "roof-section-estimate",
  nbs: "roof-section-nbs",
};

/**
 * Opens the page at the panel the link named, once the panels above it have read their data, and keeps it there
 * while they finish growing (`landOnSection`).
 */
function useScrollToSection(section: RoofEditorSection | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (section === null) return;
    return landOnSection({
      target: () => document.getElementById(SECTION_ANCHORS[section]),
      whenSettled: (signal) => whenQueriesSettle(queryClient, signal),
    });
  }, [section, queryClient]);
}

export interface RoofEditorContentProps {
  projectId: number;
  roofId: number;
  records: RoofRecords;
  isStaff: boolean;
  section: RoofEditorSection | null;
  solar?: RoofEditorSolar | undefined;
  /** The host's own arrangement of the panels (see `RoofEditorProps.children`); the roof page's otherwise. */
  children?: ReactNode;
}

export function RoofEditorContent({
  projectId,
  roofId,
  records,
  isStaff,
  section,
  solar,
  children,
}: RoofEditorContentProps) {
  const recalculation = useRecalculation(roofId);
  const { form, autosave } = useRoofEditorForm({
    roofId,
    records,
    recalculate: async (force) => {
      await recalculation.recalculate({ force });
    },
  });
  useScrollToSection(section);

  return (
    <RoofEditorProvider value={{ roofId, isStaff, form, autosave, solar }}>
      {children ?? <RoofPageLayout projectId={projectId} roofId={roofId} isStaff={isStaff} solar={solar} />}
      <ConfirmRecalculationDialog recalculation={recalculation} />
    </RoofEditorProvider>
  );
}

/** The roof page's arrangement: every panel at once, in the order of spec 03 §2.1. */
function RoofPageLayout({
  projectId,
  roofId,
  isStaff,
  solar,
}: Pick<RoofEditorContentProps, "projectId" | "roofId" | "isStaff" | "solar">) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <ResultsToolbar roofId={roofId} isStaff={isStaff} />
      <div id={SECTION_ANCHORS.fixing} className="grid scroll-mt-4 grid-cols-[minmax(0,1fr)] gap-6 2xl:grid-cols-2">
        <div id={SECTION_ANCHORS["fixing-spec"]} className="scroll-mt-4">
          <FixingSpecPanel />
        </div>
        {/* The fixing zones and the site's wind sit beside the data they come from. */}
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-6">
          <ZoneDiagramPanel roofId={roofId} />
          <SitePanel projectId={projectId} roofId={roofId} />
        </div>
      </div>
      {/* The Solar Panel (spec 03 §2.1): only while the roof has arrays. */}
      {solar?.panel ?? null}
      <div id={SECTION_ANCHORS.estimate} className="scroll-mt-4">
        <EstimatePanel />
      </div>
      <div id={SECTION_ANCHORS.nbs} className="scroll-mt-4">
        <NbsPanel roofId={roofId} />
      </div>
    </div>
  );
}
