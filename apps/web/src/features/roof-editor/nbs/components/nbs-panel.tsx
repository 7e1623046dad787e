import { ROOF_NBS_MESSAGES, type RoofNbsClause, type RoofNbsClauses, type RoofNbsHeader } from "@portal/contracts";
import { clauseTextParts, ROOF_NBS_TEXT } from "@portal/contracts/ui";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { CardSection } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { isMember, useSession } from "@/lib/auth/session";
import { roofEditorKey } from "../../api/keys";
import { SaveStatus, useSaveState } from "../../components/save-status";
import { getRoofClauses, roofClausesQueryOptions, useRoofClauses } from "../api/get-roof-clauses";
import { useUpdateSelection } from "../api/update-selection";

export const NBS_HEADING_ID = "roof-editor-nbs";

/**
 * The clause's text with any value the roof does not give yet marked as such, instead of the raw placeholder
 * (the server lists them in `missingPlaceholders`).
 */
function FilledText({ clause }: { clause: RoofNbsClause }) {
  if (clause.missingPlaceholders.length === 0) return clause.text;
  const missing = new Set(clause.missingPlaceholders);
  return clauseTextParts(clause.text, (name) => missing.has(name)).map((part, index) =>
    "missing" in part ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
      <mark key={index} className="rounded bg-amber-50 px-1 text-amber-900">
        {part.missing}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** The product lines of the product the clause names, as the NBS document prints them under its text. */
function ProductLines({ clause }: { clause: RoofNbsClause }) {
  if (clause.productLines.length === 0) return null;
  return <p className="mt-1 text-xs text-slate-500">{clause.productLines.join("; ")}</p>;
}

function ClauseText({ clause }: { clause: RoofNbsClause }) {
  return (
    <>
      <p className="mt-1 text-sm text-slate-700">
        <FilledText clause={clause} />
      </p>
      <ProductLines clause={clause} />
    </>
  );
}

function RequiredClause({ clause }: { clause: RoofNbsClause }) {
  return (
    <li className="rounded-md border border-slate-100 px-3 py-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm font-semibold text-slate-900">
          {ROOF_NBS_TEXT.clauseLabel(clause.number, clause.subHeading)}
        </span>
        <span className="rounded bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
          {ROOF_NBS_TEXT.included}
        </span>
      </div>
      <ClauseText clause={clause} />
    </li>
  );
}

interface OptionalClauseProps {
  clause: RoofNbsClause;
  checked: boolean;
  disabled: boolean;
  onToggle: (clauseId: number, checked: boolean) => void;
}

function OptionalClause({ clause, checked, disabled, onToggle }: OptionalClauseProps) {
  const inputId = `nbs-clause-${clause.id}`;
  const textId = `${inputId}-text`;
  return (
    <li className="rounded-md border border-slate-100 px-3 py-2">
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          className="mt-0.5 size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
          checked={checked}
          disabled={disabled}
          aria-describedby={textId}
          onChange={(event) => onToggle(clause.id, event.target.checked)}
        />
        <div>
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
            {ROOF_NBS_TEXT.clauseLabel(clause.number, clause.subHeading)}
          </label>
          <p id={textId} className="mt-1 text-sm text-slate-700">
            <FilledText clause={clause} />
          </p>
          <ProductLines clause={clause} />
        </div>
      </div>
    </li>
  );
}

function HeaderClauses({
  header,
  selected,
  canSelect,
  onToggle,
}: {
  header: RoofNbsHeader;
  selected: ReadonlySet<number>;
  canSelect: boolean;
  onToggle: (clauseId: number, checked: boolean) => void;
}) {
  const headingId = `nbs-header-${header.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {header.number} {header.text}
      </h3>
      <h4 className="mt-3 text-sm font-semibold text-slate-600">{ROOF_NBS_TEXT.requiredClauses}</h4>
      <ul className="mt-2 grid gap-2">
        {header.requiredClauses.map((clause) => (
          <RequiredClause key={clause.id} clause={clause} />
        ))}
      </ul>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-slate-600">{ROOF_NBS_TEXT.optionalClauses}</legend>
        {header.optionalClauses.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{ROOF_NBS_TEXT.noOptionalClauses}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {header.optionalClauses.map((clause) => (
              <OptionalClause
                key={clause.id}
                clause={clause}
                checked={selected.has(clause.id)}
                disabled={!canSelect}
                onToggle={onToggle}
              />
            ))}
          </ul>
        )}
      </fieldset>
    </section>
  );
}

/**
 * The ticked optional clauses, as saved or, while saves run, as the user last set them. A tick made while a save
 * runs waits for it and is then sent with the version that save answered, so quick ticks are all kept and the
 * checkboxes stay usable (and keep the keyboard focus) throughout. A failed save keeps the user's ticks on screen,
 * says why beside the panel's title and offers to send them again: nothing ticked is lost.
 */
function useSelection(roofId: number, clauses: RoofNbsClauses | undefined) {
  const queryClient = useQueryClient();
  const update = useUpdateSelection(roofId);
  const saveState = useSaveState();
  const [pending, setPending] = useState<number[] | null>(null);
  const saving = useRef(false);
  const queued = useRef<number[] | null>(null);
  const selected = new Set(pending ?? clauses?.nbsSelectedOptionalClauses ?? []);

  /**
   * A ticked clause may lack a value: once the last tick is saved, what the NBS document needs is read again (only
   * that: the selection shown is the one just saved, which a read racing a later tick must not undo), and the
   * roof's document availability with it.
   */
  async function refreshDocumentNeeds() {
    void queryClient.invalidateQueries({ queryKey: [...roofEditorKey(roofId), "availability"] });
    const { documentNeeds } = await getRoofClauses(roofId);
    queryClient.setQueryData(roofClausesQueryOptions(roofId).queryKey, (current) =>
      current === undefined ? current : { ...current, documentNeeds },
    );
  }

  async function send(nbsClauseIds: number[], version: number) {
    saving.current = true;
    const saved = await saveState.track(() => update.mutateAsync({ roofId, nbsClauseIds, version }));
    if (saved === undefined) {
      // The ticks stay as the user set them (pending), for the retry; the stored selection is read again.
      queued.current = null;
      saving.current = false;
      return;
    }
    const next = queued.current;
    queued.current = null;
    if (next !== null) {
      await send(next, saved.version);
      return;
    }
    saving.current = false;
    setPending(null);
    // A failed read is reported by the fetcher; the panel keeps what it shows.
    refreshDocumentNeeds().catch(() => undefined);
  }

  function toggle(clauseId: number, checked: boolean) {
    if (clauses === undefined) return;
    const next = clauses.nbsOptionalClauses.filter((id) => (id === clauseId ? checked : selected.has(id)));
    setPending(next);
    if (saving.current) queued.current = next;
    else void send(next, clauses.version);
  }

  /** Sends the ticks on screen again, with the version the panel holds now. */
  function retry() {
    if (clauses === undefined || pending === null || saving.current) return;
    void send(pending, clauses.version);
  }

  return { selected, toggle, retry, saveState: saveState.state, isSaving: update.isPending };
}

/**
 * The roof editor's NBS panel (spec 03 §2.1): each work section with its required clauses, shown as included,
 * and its optional clauses with checkboxes, enabled only for a signed-in member (spec 03 §6). Each tick saves the
 * whole selection with the version it was read at. While the roof has no tile the panel asks the user to
 * complete the earlier sections first; while a clause the NBS document would print still lacks a value, it says
 * which choices the document needs (the server's `documentNeeds`, the facts its availability follows).
 */
export function NbsPanel({ roofId }: { roofId: number }) {
  const { user } = useSession();
  const clauses = useRoofClauses(roofId);
  const { selected, toggle, retry, saveState, isSaving } = useSelection(roofId, clauses.data);
  const canSelect = isMember(user);

  let content: ReactNode;
  if (clauses.isPending) {
    content = (
      <div className="mt-4 text-slate-600">
        <Spinner label={ROOF_NBS_TEXT.loading} />
      </div>
    );
  } else if (clauses.isError) {
    content = (
      <Alert tone="error" className="mt-4">
        {ROOF_NBS_TEXT.loadFailed}
      </Alert>
    );
  } else if (clauses.data.earlierSectionsIncomplete) {
    content = <Alert className="mt-4">{ROOF_NBS_TEXT.completeEarlierSections}</Alert>;
  } else if (clauses.data.headers.length === 0) {
    content = <p className="mt-4 text-sm text-slate-600">{ROOF_NBS_TEXT.empty}</p>;
  } else {
    content = (
      <div aria-busy={isSaving}>
        {clauses.data.documentNeeds.length > 0 ? (
          <Alert className="mt-4">{ROOF_NBS_MESSAGES.documentNeeds(clauses.data.documentNeeds)}</Alert>
        ) : null}
        {canSelect ? null : <p className="mt-2 text-sm text-slate-600">{ROOF_NBS_TEXT.signInToSelect}</p>}
        {clauses.data.headers.map((header) => (
          <HeaderClauses key={header.id} header={header} selected={selected} canSelect={canSelect} onToggle={toggle} />
        ))}
      </div>
    );
  }

  return (
    <CardSection
      title={ROOF_NBS_TEXT.title}
      headingId={NBS_HEADING_ID}
      className="p-5"
      actions={<SaveStatus state={saveState} onRetry={retry} />}
    >
      {content}
    </CardSection>
  );
}
