import { QUERY_ROOTS } from "@/lib/query-keys";
/**
 * Every roof editor query lives under ["roof-editor", roofId, section], so a save can refresh exactly what it
 * changed, and leaving the roof can drop all of it by the prefix.
 */
export const roofEditorKey = (roofId: number) => [QUERY_ROOTS.roofEditor, roofId] as const;

export const roofEditorSectionKey = (roofId: number, section: string, ...detail: Array<string | number>) =>
  [...roofEditorKey(roofId), section, ...detail] as const;
