import { createContext, type ReactNode, useContext } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { RoofEditorValues } from "../form/roof-editor-values";
import type { RoofAutosave } from "../hooks/roof-autosave";

export interface RoofEditorContextValue {
  roofId: number;
  /** Administrators and TAS users: overrides and diagnostics (spec 03 §6). */
  isStaff: boolean;
  form: UseFormReturn<RoofEditorValues>;
  autosave: RoofAutosave;
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
