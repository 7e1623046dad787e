import {
  LOCATION_OF_INPUT_OPTIONS,
  NBS_CLAUSE_PAGE_SIZES,
  NBS_CLAUSE_PRODUCT_TYPES,
  NBS_SECTIONS,
  NBS_SELECTIONS,
  NBS_SUB_GROUPS,
  NBS_SUB_PRODUCT_TYPES,
  type NbsClause,
  type NbsClauseInput,
  NbsClauseInputSchema,
  type NbsHeader,
  type NbsHeaderInput,
  NbsHeaderInputSchema,
} from "@portal/contracts";
import { NBS_HEADERS_TEXT as WORDS } from "@portal/contracts/ui";
import { useDeleteNbsClause } from "../api/nbs-clauses/delete-nbs-clause";
import { useNbsClauses } from "../api/nbs-clauses/get-nbs-clauses";
import { useCreateNbsClause, useUpdateNbsClause } from "../api/nbs-clauses/save-nbs-clause";
import { useDeleteNbsHeader } from "../api/nbs-headers/delete-nbs-header";
import { useNbsHeader } from "../api/nbs-headers/get-nbs-header";
import { useNbsHeaders } from "../api/nbs-headers/get-nbs-headers";
import { useCreateNbsHeader, useUpdateNbsHeader } from "../api/nbs-headers/save-nbs-header";
import { idNameOptions } from "../lib/options";
import { listActionsWith, saveWith } from "../lib/save-entity";
import { EditFormPage, type EditPageProps } from "./edit-frame";
import type { FieldConfig } from "./entity-form";
import { PageListTab } from "./page-list-tab";
import { SubSection } from "./sub-section";

const HEADER_FIELDS: FieldConfig<NbsHeaderInput>[] = [
  { name: "number", label: WORDS.number, kind: "text", required: true },
  { name: "text", label: WORDS.text, kind: "text", required: true },
];

const CLAUSE = WORDS.clauses;

export const CLAUSE_FIELDS: FieldConfig<NbsClauseInput>[] = [
  { name: "sortOrder", label: CLAUSE.sortOrder, kind: "text", required: true },
  { name: "subHeading", label: CLAUSE.subHeading, kind: "text" },
  {
    name: "clauseSection",
    label: CLAUSE.clauseSection,
    kind: "select",
    required: true,
    options: idNameOptions(NBS_SECTIONS),
  },
  {
    name: "selection",
    label: CLAUSE.selection,
    kind: "select",
    required: true,
    options: idNameOptions(NBS_SELECTIONS),
  },
  { name: "subGroup", label: CLAUSE.subGroup, kind: "select", required: true, options: idNameOptions(NBS_SUB_GROUPS) },
  {
    name: "relatedProductType",
    label: CLAUSE.relatedProductType,
    kind: "select",
    required: true,
    options: idNameOptions(NBS_CLAUSE_PRODUCT_TYPES),
  },
  {
    name: "locationOfInput",
    label: CLAUSE.locationOfInput,
    kind: "select",
    options: idNameOptions(LOCATION_OF_INPUT_OPTIONS),
  },
  {
    name: "relatedSubProductType",
    label: CLAUSE.relatedSubProductType,
    kind: "select",
    options: idNameOptions(NBS_SUB_PRODUCT_TYPES),
  },
  {
    name: "nbsSubProductType",
    label: CLAUSE.nbsSubProductType,
    kind: "select",
    options: idNameOptions(NBS_SUB_PRODUCT_TYPES),
  },
  { name: "ruleDescription", label: CLAUSE.ruleDescription, kind: "textarea", required: true },
  { name: "text", label: CLAUSE.text, kind: "textarea", required: true },
];

const nameIn = (list: ReadonlyArray<{ id: number; name: string }>, id: number) =>
  list.find((entry) => entry.id === id)?.name;

export function NbsTab() {
  const remove = useDeleteNbsHeader();
  return (
    <PageListTab<NbsHeader>
      tab="nbs"
      list={useNbsHeaders()}
      entity={WORDS.entity}
      columns={[
        { key: "number", header: WORDS.number, value: (row) => row.number },
        { key: "text", header: WORDS.text, value: (row) => row.text },
      ]}
      onDelete={(row) => remove.mutateAsync(row.id)}
    />
  );
}

export function NbsHeaderEditPage({ id, done }: EditPageProps) {
  const header = useNbsHeader(id);
  const save = saveWith(useCreateNbsHeader(), useUpdateNbsHeader());
  return (
    <EditFormPage
      id={id}
      done={done}
      title={WORDS.title}
      item={header.data}
      schema={NbsHeaderInputSchema}
      fields={HEADER_FIELDS}
      onSave={save}
    >
      {header.data ? <Clauses headerId={header.data.id} /> : null}
    </EditFormPage>
  );
}

/** The header's clauses, page sizes 10, 20, 30, 50 (spec 03 §2.2, §9). */
function Clauses({ headerId }: { headerId: number }) {
  const clauses = useNbsClauses(headerId);
  const actions = listActionsWith(
    useCreateNbsClause(headerId),
    useUpdateNbsClause(headerId),
    useDeleteNbsClause(headerId),
  );
  return (
    <SubSection<NbsClause, typeof NbsClauseInputSchema>
      title={CLAUSE.section}
      itemTitle={CLAUSE.title}
      entity={CLAUSE.entity}
      rows={clauses.data ?? []}
      isLoading={clauses.isLoading}
      pageSizes={NBS_CLAUSE_PAGE_SIZES}
      columns={[
        { key: "sortOrder", header: CLAUSE.sortOrder, value: (row) => row.sortOrder },
        { key: "subHeading", header: CLAUSE.subHeading, value: (row) => row.subHeading },
        { key: "text", header: CLAUSE.text, value: (row) => row.text },
        { key: "selection", header: CLAUSE.selection, value: (row) => nameIn(NBS_SELECTIONS, row.selection) },
        { key: "subGroup", header: CLAUSE.subGroup, value: (row) => nameIn(NBS_SUB_GROUPS, row.subGroup) },
      ]}
      schema={NbsClauseInputSchema}
      fields={CLAUSE_FIELDS}
      defaults={{ locationOfInput: 0 }}
      extraValues={{ nbsHeaderId: headerId }}
      {...actions}
    />
  );
}
