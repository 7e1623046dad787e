import type { NbsOverrideHeader } from "@portal/contracts";
import { NBS_CLAUSES_TEXT } from "@portal/contracts/ui";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import type { ClauseListState } from "../hooks/use-clause-list";
import { HeaderBlock } from "./header-block";

export interface ClauseListSectionProps {
  state: ClauseListState;
  title: string;
  /** Headers start open on the tab of this list and closed on the other. */
  isExpandedByDefault: boolean;
  canEdit: boolean;
  isEditing: boolean;
  nextTemporaryId: () => number;
}

/** One list (optional or required) of the selected tile: its headers, or the loading and empty texts. */
export function ClauseListSection({
  state,
  title,
  isExpandedByDefault,
  canEdit,
  isEditing,
  nextTemporaryId,
}: ClauseListSectionProps) {
  const [toggled, setToggled] = useState<ReadonlySet<number>>(new Set());
  const headingId = `nbs-${state.list}-heading`;
  const replaceHeader = (index: number, next: NbsOverrideHeader) =>
    state.change(state.headers.map((header, i) => (i === index ? next : header)));

  let body: React.ReactNode;
  if (state.query.isPending) {
    body = (
      <p className="py-4 text-sm text-slate-600">
        <Spinner label={NBS_CLAUSES_TEXT.loading} />
      </p>
    );
  } else if (state.headers.length === 0) {
    body = <p className="py-4 text-sm text-slate-600">{NBS_CLAUSES_TEXT.empty}</p>;
  } else {
    body = (
      <div className="grid gap-3">
        {state.headers.map((header, index) => {
          const isExpanded = toggled.has(header.originalClauseHeaderId) !== isExpandedByDefault;
          return (
            <HeaderBlock
              key={header.originalClauseHeaderId}
              header={header}
              isExpanded={isExpanded}
              onToggleExpanded={() =>
                setToggled((current) => {
                  const next = new Set(current);
                  if (!next.delete(header.originalClauseHeaderId)) next.add(header.originalClauseHeaderId);
                  return next;
                })
              }
              canSelect={canEdit}
              isEditing={isEditing}
              showCodes={canEdit}
              onChange={(next) => replaceHeader(index, next)}
              nextTemporaryId={nextTemporaryId}
            />
          );
        })}
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mt-5 first:mt-0">
      <h3 id={headingId} className="mb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {title}
      </h3>
      {body}
    </section>
  );
}
