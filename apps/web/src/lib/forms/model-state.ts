import { fieldNameFromModelStateKey } from "@portal/contracts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Attaches each model-state entry to its form field, lines joined (spec 01 §8.2). `redirects` moves an
 * entry to another field (e.g. ConfirmPassword onto the password field); keys the form does not know are
 * returned so the caller can show them elsewhere.
 */
export function applyModelState<T extends FieldValues>(
  modelState: Record<string, string[]> | undefined,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  redirects: Partial<Record<string, Path<T>>> = {},
): string[] {
  const unplaced: string[] = [];
  if (!modelState) return unplaced;
  const collected = new Map<Path<T>, string[]>();
  for (const [key, messages] of Object.entries(modelState)) {
    if (messages.length === 0) continue;
    const target = redirects[key] ?? (fieldNameFromModelStateKey(key) as Path<T>);
    if (!fields.includes(target)) {
      unplaced.push(...messages);
      continue;
    }
    collected.set(target, [...(collected.get(target) ?? []), ...messages]);
  }
  for (const [field, messages] of collected) {
    setError(field, { type: "server", message: messages.join(" ") }, { shouldFocus: false });
  }
  return unplaced;
}
