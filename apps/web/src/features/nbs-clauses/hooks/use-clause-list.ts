import {
  NBS_AUTOSAVE_DEBOUNCE_MS,
  type NbsClauseList,
  type NbsClausesOverrideInput,
  type NbsClausesPayload,
  type NbsOverrideHeader,
} from "@portal/contracts";
import { type UseMutationResult, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { optionalClausesQueryOptions } from "../api/get-optional-clauses";
import { requiredClausesQueryOptions } from "../api/get-required-clauses";
import { saveOptionalClauses, useSaveOptionalClauses } from "../api/save-optional-clauses";
import { saveRequiredClauses, useSaveRequiredClauses } from "../api/save-required-clauses";

/** The body of a save: each clause's place as its sortOrder, a new clause (temporary negative id) without id. */
export function toSaveInput(projectId: number, tileId: number, headers: readonly NbsOverrideHeader[]) {
  return {
    projectId,
    tileId,
    nbsClauseHeaders: headers.map((header) => ({
      number: header.number,
      text: header.text,
      isSelected: header.isSelected,
      originalClauseHeaderId: header.originalClauseHeaderId,
      nbsClauses: header.nbsClauses.map((clause, index) => ({
        ...(clause.id !== undefined && clause.id > 0 ? { id: clause.id } : {}),
        text: clause.text,
        isSelected: clause.isSelected,
        sortOrder: index + 1,
        isManuallyAdded: clause.isManuallyAdded,
        originalClauseId: clause.originalClauseId,
      })),
    })),
  } satisfies NbsClausesOverrideInput;
}

/**
 * The ids the server gave the clauses added since the last save: the answer keeps the order sent, so the
 * clause at the same place of the same header is the one a temporary id stood for.
 */
export function assignedIds(sent: readonly NbsOverrideHeader[], saved: NbsClausesPayload): Map<number, number> {
  const ids = new Map<number, number>();
  sent.forEach((header, headerIndex) => {
    const savedHeader = saved.nbsClauseHeaders[headerIndex];
    header.nbsClauses.forEach((clause, clauseIndex) => {
      const savedId = savedHeader?.nbsClauses[clauseIndex]?.id;
      if (clause.id !== undefined && clause.id < 0 && savedId !== undefined) ids.set(clause.id, savedId);
    });
  });
  return ids;
}

const withIds = (headers: readonly NbsOverrideHeader[], ids: ReadonlyMap<number, number>): NbsOverrideHeader[] =>
  headers.map((header) => ({
    ...header,
    nbsClauses: header.nbsClauses.map((clause) =>
      clause.id !== undefined && ids.has(clause.id) ? { ...clause, id: ids.get(clause.id) } : clause,
    ),
  }));

export interface ClauseListState {
  list: NbsClauseList;
  query: UseQueryResult<NbsClausesPayload>;
  /** The list as the user sees it: their unsaved changes, else as read. */
  headers: NbsOverrideHeader[];
  change: (headers: NbsOverrideHeader[]) => void;
  /** True from the first unsaved change until its save (and any queued after it) answers. */
  isSaving: boolean;
}

/**
 * One list of a tile (spec 02 §4): the user's changes are kept here and saved whole 1.2 s after the last one.
 * One save runs at a time: a change made meanwhile waits for it, so the ids the server gives added clauses are
 * in place before the next save sends them.
 */
export function useClauseList(
  projectId: number,
  tileId: number,
  list: NbsClauseList,
  onSaved: () => void,
): ClauseListState {
  const query = useQuery(
    list === "required"
      ? requiredClausesQueryOptions(projectId, tileId)
      : optionalClausesQueryOptions(projectId, tileId),
  );
  const saveRequired = useSaveRequiredClauses();
  const saveOptional = useSaveOptionalClauses();
  const save: UseMutationResult<NbsClausesPayload, Error, NbsClausesOverrideInput> =
    list === "required" ? saveRequired : saveOptional;

  const [draft, setDraft] = useState<NbsOverrideHeader[] | null>(null);
  const [isPending, setIsPending] = useState(false);
  const latest = useRef<NbsOverrideHeader[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef(false);
  const queued = useRef(false);

  const isWaiting = useRef(false);
  // Leaving the page within the pause still saves the last change (its answer then has nowhere to go).
  const flushOnLeave = useRef(() => {});
  flushOnLeave.current = () => {
    clearTimeout(timer.current);
    if (!isWaiting.current || latest.current === null) return;
    const input = toSaveInput(projectId, tileId, latest.current);
    void (list === "required" ? saveRequiredClauses(input) : saveOptionalClauses(input)).catch(() => {});
  };
  useEffect(() => () => flushOnLeave.current(), []);

  function send() {
    const sent = latest.current;
    if (sent === null) return;
    isWaiting.current = false;
    inFlight.current = true;
    queued.current = false;
    save.mutate(toSaveInput(projectId, tileId, sent), {
      onSuccess: (saved) => {
        inFlight.current = false;
        const ids = assignedIds(sent, saved);
        if (latest.current === sent) {
          latest.current = null;
          setDraft(null);
        } else if (latest.current !== null && ids.size > 0) {
          latest.current = withIds(latest.current, ids);
          setDraft(latest.current);
        }
        if (queued.current) {
          send();
          return;
        }
        setIsPending(false);
        onSaved();
      },
      onError: () => {
        inFlight.current = false;
        queued.current = false;
        setIsPending(false);
      },
    });
  }

  function change(headers: NbsOverrideHeader[]) {
    latest.current = headers;
    setDraft(headers);
    setIsPending(true);
    isWaiting.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (inFlight.current) queued.current = true;
      else send();
    }, NBS_AUTOSAVE_DEBOUNCE_MS);
  }

  return {
    list,
    query,
    headers: draft ?? query.data?.nbsClauseHeaders ?? [],
    change,
    isSaving: isPending,
  };
}
