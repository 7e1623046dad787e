import {
  entityMessages,
  LOCATION_OF_INPUT_OPTIONS,
  NBS_CLAUSE_PAGE_SIZES,
  NBS_CLAUSE_PRODUCT_TYPES,
  NBS_SECTIONS,
  NBS_SELECTIONS,
  NBS_SUB_GROUPS,
  NBS_SUB_PRODUCT_TYPES,
  type NbsClause,
  NbsClauseInputSchema,
  type NbsHeader,
  NbsHeaderInputSchema,
  REFERENCE_ERROR_MESSAGES,
  REFERENCE_SUCCESS_MESSAGES,
} from "@portal/contracts";
import { useNavigate } from "react-router";
import { useCatalogueMutation, useDeleteEntity, useItem, useList, useSaveEntity } from "../api/catalogue-api";
import { editPath, NEW_ID } from "../lib/paths";
import { DataList } from "./data-list";
import { EditPageFrame, type EditPageProps } from "./edit-frame";
import { EntityForm, type FieldConfig, toFormValues } from "./entity-form";
import { SubSection } from "./sub-section";

const HEADERS = "/nbs-management/nbs-headers";
const CLAUSES = "/nbs-management/nbs-clauses";
const options = (list: ReadonlyArray<{ id: number; name: string }>) =>
  list.map(({ id, name }) => ({ value: id, label: name }));

const HEADER_FIELDS: FieldConfig[] = [
  { name: "number", label: "Number", kind: "text", required: true },
  { name: "text", label: "Text", kind: "text", required: true },
];

export const CLAUSE_FIELDS: FieldConfig[] = [
  { name: "sortOrder", label: "Sort Order", kind: "text", required: true },
  { name: "subHeading", label: "Sub Heading", kind: "text" },
  { name: "clauseSection", label: "Clause Section", kind: "select", required: true, options: options(NBS_SECTIONS) },
  { name: "selection", label: "Selection", kind: "select", required: true, options: options(NBS_SELECTIONS) },
  { name: "subGroup", label: "Sub Group", kind: "select", required: true, options: options(NBS_SUB_GROUPS) },
  {
    name: "relatedProductType",
    label: "Related Product Type",
    kind: "select",
    required: true,
    options: options(NBS_CLAUSE_PRODUCT_TYPES),
  },
  { name: "locationOfInput", label: "Location Of Input", kind: "select", options: options(LOCATION_OF_INPUT_OPTIONS) },
  {
    name: "relatedSubProductType",
    label: "Related Sub Product Type",
    kind: "select",
    options: options(NBS_SUB_PRODUCT_TYPES),
  },
  { name: "nbsSubProductType", label: "NBS Sub Product Type", kind: "select", options: options(NBS_SUB_PRODUCT_TYPES) },
  { name: "ruleDescription", label: "Rule Description", kind: "textarea", required: true },
  { name: "text", label: "Text", kind: "textarea", required: true },
];

export function NbsTab() {
  const navigate = useNavigate();
  const list = useList<NbsHeader>(HEADERS, "NBS header");
  const remover = useDeleteEntity("NBS header", "NBS Header");
  return (
    <DataList<NbsHeader>
      rows={list.data ?? []}
      entity="NBS header"
      isLoading={list.isLoading}
      columns={[
        { key: "number", header: "Number", value: (row) => row.number },
        { key: "text", header: "Text", value: (row) => row.text },
      ]}
      onAdd={() => void navigate(editPath("nbs", NEW_ID))}
      onEdit={(row) => void navigate(editPath("nbs", row.id))}
      onDelete={(row) => remover.mutateAsync({ method: "DELETE", path: `${HEADERS}/${row.id}` })}
    />
  );
}

export function NbsHeaderEditPage({ id, done }: EditPageProps) {
  const header = useItem<NbsHeader>(id === null ? null : `${HEADERS}/${id}`, "NBS header");
  const saver = useSaveEntity<NbsHeader>(HEADERS, "NBS header", "NBS Header");
  return (
    <EditPageFrame title="NBS Header" isNew={id === null} done={done} isLoading={id !== null && !header.data}>
      <EntityForm
        schema={NbsHeaderInputSchema}
        fields={HEADER_FIELDS}
        initialValues={toFormValues(HEADER_FIELDS, header.data)}
        onSubmit={async (values) => {
          await saver.save(id, values);
          done();
        }}
      />
      {header.data ? <Clauses headerId={header.data.id} /> : null}
    </EditPageFrame>
  );
}

/** The header's clauses, page sizes 10, 20, 30, 50 (spec 03 §2.2, §9). */
function Clauses({ headerId }: { headerId: number }) {
  const clauses = useList<NbsClause>(`${HEADERS}/${headerId}/nbs-clauses`, "clause");
  const create = useCatalogueMutation<NbsClause>({
    failure: REFERENCE_ERROR_MESSAGES.createClauseFailed,
    success: REFERENCE_SUCCESS_MESSAGES.clauseCreated,
  });
  const update = useCatalogueMutation<NbsClause>({
    failure: REFERENCE_ERROR_MESSAGES.updateClauseFailed,
    success: REFERENCE_SUCCESS_MESSAGES.clauseUpdated,
  });
  const remove = useCatalogueMutation<unknown>({
    failure: entityMessages.deleteFailed("clause"),
    success: entityMessages.deleted("Clause"),
  });
  return (
    <SubSection<NbsClause>
      title="Clauses"
      itemTitle="Clause"
      entity="clause"
      rows={clauses.data ?? []}
      isLoading={clauses.isLoading}
      pageSizes={NBS_CLAUSE_PAGE_SIZES}
      columns={[
        { key: "sortOrder", header: "Sort Order", value: (row) => row.sortOrder },
        { key: "subHeading", header: "Sub Heading", value: (row) => row.subHeading },
        { key: "text", header: "Text", value: (row) => row.text },
        {
          key: "selection",
          header: "Selection",
          value: (row) => NBS_SELECTIONS.find((entry) => entry.id === row.selection)?.name,
        },
        {
          key: "subGroup",
          header: "Sub Group",
          value: (row) => NBS_SUB_GROUPS.find((entry) => entry.id === row.subGroup)?.name,
        },
      ]}
      schema={NbsClauseInputSchema}
      fields={CLAUSE_FIELDS}
      defaults={{ locationOfInput: 0 }}
      extraValues={{ nbsHeaderId: headerId }}
      onSave={(item, values) =>
        item
          ? update.mutateAsync({ method: "PUT", path: CLAUSES, body: { ...values, id: item.id } })
          : create.mutateAsync({ method: "POST", path: CLAUSES, body: values })
      }
      onDelete={(item) => remove.mutateAsync({ method: "DELETE", path: `${CLAUSES}/${item.id}` })}
    />
  );
}
