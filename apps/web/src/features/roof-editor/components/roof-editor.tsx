import { ROOF_EDITOR_MESSAGES } from "@portal/contracts";
import { ROOF_EDITOR_TEXT, type RoofEditorSection } from "@portal/contracts/ui";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { allowanceOf, useSession } from "@/lib/auth/session";
import { useCounterBattens } from "../api/get-counter-battens";
import { useEstimate } from "../api/get-estimate";
import { useFixingData } from "../api/get-fixing-data";
import { useRoofTiles } from "../api/get-roof-tiles";
import { useRoofTypes } from "../api/get-roof-types";
import { useSystemOptions } from "../api/get-system-options";
import { useSystems } from "../api/get-systems";
import { useTileDetails } from "../api/get-tile-details";
import { useUnderlays } from "../api/get-underlays";
import { useVerticalTimberSupports } from "../api/get-vertical-timber-supports";
import type { RoofRecords } from "../form/roof-editor-values";
import { RoofEditorContent } from "./roof-editor-content";
import type { RoofEditorSolar } from "./roof-editor-context";

export type { RoofEditorSolar } from "./roof-editor-context";

export interface RoofEditorProps {
  projectId: number;
  /** null where no roof is chosen: the editor says so instead of showing empty panels. */
  roofId: number | null;
  /** The panel the page opens at (the `section` query parameter, spec 03 §2.1). */
  section?: RoofEditorSection | null;
  /** The solar designer's switch and panel, from the page (spec 03 §2.3). */
  solar?: RoofEditorSolar;
  /**
   * The panels, arranged by a host that shows them its own way (the public wizard shows one step's panels at a
   * time), inside the editor's form so every panel edits the same roof. Without them, the roof page's layout.
   */
  children?: ReactNode;
}

/** The roof editor (spec 03 §2.1, §4): loads the roof's sections, then shows the panels that edit them. */
export function RoofEditor({ roofId, ...props }: RoofEditorProps) {
  if (roofId === null) return <EmptyState title={ROOF_EDITOR_MESSAGES.noRoofSelected} />;
  return <LoadedRoofEditor key={roofId} roofId={roofId} {...props} />;
}

/**
 * Roof editor loading (spec 03 §4): every section and list the form shows, then the form. Fields save only
 * after this initial load completes, because the form does not exist before it.
 */
function useInitialLoad(roofId: number): { records: RoofRecords | null; isError: boolean } {
  const fixing = useFixingData(roofId);
  const tile = useTileDetails(roofId);
  const estimate = useEstimate(roofId);
  const systems = useSystems(roofId);
  const lists = [
    useRoofTypes(roofId),
    useVerticalTimberSupports(roofId),
    useUnderlays(roofId),
    useCounterBattens(roofId),
    useRoofTiles(roofId),
    useSystemOptions(roofId),
  ];
  const sections = [fixing, tile, estimate, systems];
  const isError = sections.some((query) => query.isError);
  const isLoaded = [...sections, ...lists].every((query) => query.isSuccess);
  if (!isLoaded || !fixing.data || !tile.data || !estimate.data || !systems.data) return { records: null, isError };
  return {
    records: { fixing: fixing.data, tile: tile.data, estimate: estimate.data, systems: systems.data },
    isError,
  };
}

function LoadedRoofEditor({
  projectId,
  roofId,
  section,
  solar,
  children,
}: Omit<RoofEditorProps, "roofId"> & { roofId: number }) {
  const { user } = useSession();
  const allowance = allowanceOf(user);
  const { records, isError } = useInitialLoad(roofId);
  // A failed read has shown its toast; the page keeps its frame.
  if (isError) return null;
  if (records === null) {
    return (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner label={ROOF_EDITOR_TEXT.loading} />
      </div>
    );
  }
  return (
    <RoofEditorContent
      projectId={projectId}
      roofId={roofId}
      records={records}
      isStaff={allowance === "admin" || allowance === "tas"}
      section={section ?? null}
      solar={solar}
    >
      {children}
    </RoofEditorContent>
  );
}
