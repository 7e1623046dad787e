import { useState } from "react";
import { ApiError } from "./api-error";

/** The API refused a save because the record changed since it was read (409, optimistic concurrency). */
export const isStaleSave = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;

export interface VersionedRecord {
  id: number;
  version: number;
}

/**
 * The web half of optimistic concurrency (docs/decisions/projects-plots-and-roofs.md, "Lost updates"): an edit saves against the version it was loaded
 * from. When the API answers that the record has moved on (409, whose message the API client has shown), the
 * record is reloaded, the edit moves on to the reloaded version, and `onReloaded` lets the form take the current
 * values for the fields the user has not touched. What the user typed stays where it is, ready to save again.
 *
 * `loaded` is the record as it was when the edit began (the project as the dialog opened, the plot or roof the
 * menu was opened on); versions only grow, so the newer of it and the last reload is the one to send.
 */
export function useVersionedSave<Loaded extends VersionedRecord>(
  loaded: Loaded | undefined,
  reload: (id: number) => Promise<Loaded | null | undefined>,
) {
  const [reloaded, setReloaded] = useState<VersionedRecord | null>(null);
  const baseVersion =
    loaded === undefined
      ? undefined
      : reloaded?.id === loaded.id
        ? Math.max(loaded.version, reloaded.version)
        : loaded.version;

  async function save<Result>(
    send: (version: number) => Promise<Result>,
    onReloaded?: (current: Loaded) => void,
  ): Promise<Result> {
    if (loaded === undefined || baseVersion === undefined) throw new Error("There is no loaded record to save");
    try {
      return await send(baseVersion);
    } catch (error) {
      if (isStaleSave(error)) {
        // A reload that fails has reported itself; the edit keeps its version and the next save says so again.
        const current = await reload(loaded.id).catch(() => null);
        if (current) {
          setReloaded({ id: current.id, version: current.version });
          onReloaded?.(current);
        }
      }
      throw error;
    }
  }

  return { baseVersion, save };
}
