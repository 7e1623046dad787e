import { createContext, type ReactNode, useContext } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { RoofEditorValues } from "../form/roof-editor-values";
import type { RoofAutosave } from "../lib/roof-autosave";

/**
 * The solar designer, hosted by the editor (spec 03 §2.1, §2.3). Features do not import each other: the page
 * (`app/routes/roof.tsx`) builds this from the solar-arrays feature and hands it in, as it hands the documents
 * feature's buttons to the roof frame.
 */
export interface RoofEditorSolar {
  /** The Solar switch beside Vertical Tiling; disabled while Vertical Tiling is on. */
  renderSwitch: (verticalTiling: boolean) => ReactNode;
  /** The Solar Panel, between Fixing Spec Data and Estimate Data; null while the roof has no arrays. */
  panel: ReactNode;
  /**
   * Vertical Tiling turns solar off (spec 03 §4): asked before it is switched on. True when it may be (the roof
   * has no arrays, or the user agreed and they were deleted); false keeps Vertical Tiling off.
   */
  turnOffForVerticalTiling: () => Promise<boolean>;
}

export interface RoofEditorContextValue {
  roofId: number;
  /** Administrators and TAS users: overrides and diagnostics (spec 03 §6). */
  isStaff: boolean;
  form: UseFormReturn<RoofEditorValues>;
  autosave: RoofAutosave;
  /** Absent where the editor is shown without the solar designer. */
  solar?: RoofEditorSolar | undefined;
}

const RoofEditorContext = createContext<RoofEditorContextValue | null>(null);

export function RoofEditorProvider({ value, children }: { value: RoofEditorContextValue; children: ReactNode }) {
  return <RoofEditorContext.Provider value={value}>{children}</RoofEditorContext.Provider>;
}

export function useRoofEditor(): RoofEditorContextValue {
  const value = useContext(RoofEditorContext);
  if (value === null) throw new Error("Roof editor fields must sit inside the roof editor");
  return value;
}
