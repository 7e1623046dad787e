import { type DocumentAvailability, type DocumentLevel, type DocumentVersion, PDF_TYPES } from "@portal/contracts";
import { DOCUMENTS_TEXT } from "@portal/contracts/ui";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { CardSection } from "@/components/ui/card";
import { type MenuAction, OptionsMenu } from "@/components/ui/options-menu";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/forms/dates";
import { useDocumentAvailability } from "../api/get-document-availability";
import { useDocumentHistory } from "../api/get-document-history";
import { DOCUMENT_KINDS, type DocumentKind } from "../document-kinds";
import { downloadVersion } from "../lib/download-version";
import { GenerateButton } from "./generate-button";

/** One item whose documents the panel lists: the page's own item, or each roof of a plot. */
/** A history entry lists at most this many of its changes; the menu is not the place for a long diff. */
const HISTORY_CHANGES_SHOWN = 3;

export interface DocumentItem {
  level: DocumentLevel;
  id: number;
  /** Names the group where the panel lists several items. */
  name?: string;
  /** The roof editor's address: a document the roof lacks data for links there ('Add Data'). */
  editorPath?: string;
}

export interface DocumentsPanelProps {
  projectId: number;
  items: readonly DocumentItem[];
  /** Beside the NBS row's buttons: the project page's Edit Clauses or View Clauses link. */
  nbsAction?: ReactNode;
  className?: string;
}

function versionLabel(version: DocumentVersion): string {
  const entry = DOCUMENTS_TEXT.historyEntry(version.version, formatDateTime(version.dateCreated));
  return version.isImproved ? DOCUMENTS_TEXT.improvedEntry(entry) : entry;
}

/** What changed since the previous version, shortened for the menu: the first few, then how many more. */
function changesSummary(changes: readonly string[]): string {
  if (changes.length === 0) return DOCUMENTS_TEXT.noChanges;
  const shown = changes.slice(0, HISTORY_CHANGES_SHOWN);
  const more = changes.length - shown.length;
  return [...shown, ...(more > 0 ? [DOCUMENTS_TEXT.moreChanges(more)] : [])].join("; ");
}

function historyActions(versions: readonly DocumentVersion[], download: (version: DocumentVersion) => void) {
  if (versions.length === 0) return [{ label: DOCUMENTS_TEXT.noVersions, onSelect: () => undefined, disabled: true }];
  return versions.map<MenuAction>((version) => ({
    label: versionLabel(version),
    onSelect: () => download(version),
    ...(version.version > 1 ? { description: changesSummary(version.changes) } : {}),
  }));
}

function DocumentRow({
  projectId,
  item,
  kind,
  versions,
  isAvailable,
  extraAction,
}: {
  projectId: number;
  item: DocumentItem;
  kind: DocumentKind;
  versions: readonly DocumentVersion[];
  isAvailable: boolean;
  extraAction?: ReactNode;
}) {
  const nameId = useId();
  // The Fixing Spec's list holds Improved versions too; its 'Latest' is the newest plain one.
  const latest = versions.find((version) => !version.isImproved);
  const download = (version: DocumentVersion, format: "pdf" | "csv" = "pdf") =>
    void downloadVersion({ level: item.level, id: item.id, version, format });
  const target = { kind: "document", level: item.level, id: item.id, pdfType: kind.pdfType } as const;
  const needsData = !isAvailable && item.editorPath !== undefined;

  return (
    <li aria-labelledby={nameId} className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p id={nameId} className="text-sm font-semibold text-slate-900">
          {kind.name}
        </p>
        <p className="text-xs text-slate-500">
          {latest ? DOCUMENTS_TEXT.latest(formatDateTime(latest.dateCreated)) : DOCUMENTS_TEXT.neverGenerated}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {needsData ? (
          <Link
            to={`${item.editorPath}?section=${kind.editorSection}`}
            aria-label={DOCUMENTS_TEXT.addDataFor(kind.name)}
            className="px-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {DOCUMENTS_TEXT.addData}
          </Link>
        ) : null}
        {extraAction}
        {kind.hasCsv && latest ? (
          <Button variant="secondary" onClick={() => download(latest, "csv")}>
            {DOCUMENTS_TEXT.downloadCsv}
          </Button>
        ) : null}
        <OptionsMenu
          label={DOCUMENTS_TEXT.historyOf(kind.name)}
          text={DOCUMENTS_TEXT.history}
          actions={historyActions(versions, download)}
        />
        <GenerateButton projectId={projectId} target={target} isAvailable={isAvailable}>
          {DOCUMENTS_TEXT.generate}
        </GenerateButton>
      </div>
    </li>
  );
}

const NOTHING_AVAILABLE: DocumentAvailability = {
  fixingSpecAvailable: false,
  estimateAvailable: false,
  nbsAvailable: false,
};

function DocumentGroup({
  projectId,
  item,
  showName,
  nbsAction,
}: {
  projectId: number;
  item: DocumentItem;
  showName: boolean;
  nbsAction?: ReactNode;
}) {
  const history = useDocumentHistory(item.level, item.id);
  const availability = useDocumentAvailability(item.level, item.id).data ?? NOTHING_AVAILABLE;
  const name = item.name ?? "";

  return (
    <section aria-label={showName ? DOCUMENTS_TEXT.roofDocuments(name) : undefined}>
      {showName ? <h3 className="pt-4 text-sm font-semibold uppercase tracking-wide text-slate-500">{name}</h3> : null}
      {history.isPending ? (
        <div className="py-6 text-brand-700">
          <Spinner label={DOCUMENTS_TEXT.loadingDocuments} />
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {DOCUMENT_KINDS.map((kind) => (
            <DocumentRow
              key={kind.pdfType}
              projectId={projectId}
              item={item}
              kind={kind}
              versions={history.data?.[kind.historyField] ?? []}
              isAvailable={availability[kind.availabilityField]}
              extraAction={kind.pdfType === PDF_TYPES.nbsClause ? nbsAction : undefined}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The Documents panel of the project, plot and roof pages (spec 02 §2): per item, the Fixing Spec, the Estimate
 * and the NBS, each with its latest date, History (each version downloads on choice) and Generate.
 */
export function DocumentsPanel({ projectId, items, nbsAction, className }: DocumentsPanelProps) {
  const headingId = useId();
  const showNames = items.length > 1;
  return (
    <CardSection title={DOCUMENTS_TEXT.title} headingId={headingId} className={className} headerClassName="px-5 pt-5">
      <div className="divide-y divide-slate-200 px-5 pb-2">
        {items.map((item) => (
          <DocumentGroup
            key={`${item.level}-${item.id}`}
            projectId={projectId}
            item={item}
            showName={showNames}
            nbsAction={nbsAction}
          />
        ))}
      </div>
    </CardSection>
  );
}
