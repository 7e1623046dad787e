import {
  entityMessages,
  REFERENCE_ERROR_MESSAGES,
  REFERENCE_SUCCESS_MESSAGES,
  SOLAR_COMPONENT_TYPE_OPTIONS,
  SOLAR_COMPONENT_TYPES,
  SOLAR_SUB_TYPES,
  type SolarComponent,
  type SolarComponentInput,
  SolarComponentInputSchema,
  type SolarSystem,
  type SolarSystemCreate,
  SolarSystemCreateSchema,
  type SolarSystemMember,
  solarCodeMarker,
  PRODUCT_MANAGEMENT_MESSAGES as TEXT,
} from "@portal/contracts";
import { SOLAR_COMPONENTS_TEXT, SOLAR_SYSTEMS_TEXT } from "@portal/contracts/ui";
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SearchableSelect } from "@/components/ui/form/searchable-select";
import { Tabs, tabPanelProps } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api-error";
import { cn } from "@/lib/cn";
import { useDeleteSolarComponent } from "../api/solar-components/delete-solar-component";
import { useSolarComponents } from "../api/solar-components/get-solar-components";
import { useCreateSolarComponent, useUpdateSolarComponent } from "../api/solar-components/save-solar-component";
import { useCreateSolarSystem } from "../api/solar-systems/create-solar-system";
import { useDeleteSolarSystem } from "../api/solar-systems/delete-solar-system";
import { useSolarSystem } from "../api/solar-systems/get-solar-system";
import { useSolarSystems } from "../api/solar-systems/get-solar-systems";
import { useUpdateSolarSystem } from "../api/solar-systems/update-solar-system";
import { codeAndName } from "../lib/options";
import { listActionsWith } from "../lib/save-entity";
import { DataList } from "./data-list";
import { DialogListTab } from "./dialog-list-tab";
import { EditPageFrame, type EditPageProps, Section } from "./edit-frame";
import { EntityForm, type FieldConfig } from "./entity-form";
import { PageListTab } from "./page-list-tab";

/** One colour per button code: 0–8, then 19–22. */
const MARKER_COLOURS: Record<number, string> = {
  0: "bg-sky-500",
  1: "bg-emerald-500",
  2: "bg-amber-500",
  3: "bg-violet-500",
  4: "bg-rose-500",
  5: "bg-teal-500",
  6: "bg-indigo-500",
  7: "bg-lime-600",
  8: "bg-fuchsia-500",
  19: "bg-cyan-700",
  20: "bg-orange-600",
  21: "bg-slate-600",
  22: "bg-yellow-500",
};

/** The coloured code marker of spec 03 §4: a button colour for 0–8 and 19–22, a tile or corner graphic for 11–16. */
export function CodeMarker({ code, subType }: { code: string; subType: number | null }) {
  const marker = solarCodeMarker(subType);
  const name = SOLAR_SUB_TYPES.find((entry) => entry.id === subType)?.name ?? "";
  return (
    <span className="inline-flex items-center gap-2">
      {marker === "button" ? (
        <span
          role="img"
          aria-label={SOLAR_COMPONENTS_TEXT.marker(subType, name)}
          className={cn("inline-block size-3 rounded-full", MARKER_COLOURS[subType ?? 0])}
        />
      ) : marker === "graphic" ? (
        <span
          role="img"
          aria-label={SOLAR_COMPONENTS_TEXT.marker(subType, name)}
          className="inline-block h-3 w-4 rounded-sm border-2 border-orange-700 bg-orange-300"
        />
      ) : null}
      {code}
    </span>
  );
}

const solarFields = (type: number): FieldConfig<SolarComponentInput>[] => {
  const codeAndPowerOnly = type === SOLAR_COMPONENT_TYPES.inverter || type === SOLAR_COMPONENT_TYPES.charger;
  const words = SOLAR_COMPONENTS_TEXT;
  return [
    { name: "code", label: words.code, kind: "text", required: true },
    { name: "name", label: words.name, kind: "text", required: true },
    { name: "power", label: words.power, kind: "number" },
    ...(codeAndPowerOnly
      ? []
      : ([
          { name: "height", label: words.heightMm, kind: "number" },
          { name: "width", label: words.widthMm, kind: "number" },
          { name: "windResistance", label: words.windResistanceKpa, kind: "number" },
          {
            name: "subType",
            label: words.subType,
            kind: "select",
            options: SOLAR_SUB_TYPES.map((entry) => ({ value: entry.id, label: `${entry.id} – ${entry.name}` })),
          },
          { name: "description", label: words.description, kind: "textarea" },
        ] satisfies FieldConfig<SolarComponentInput>[])),
  ];
};

/** The Solar tab: one sub-tab per solar component type (spec 03 §2.2). */
export function SolarTab() {
  const [type, setType] = useState<number>(SOLAR_COMPONENT_TYPES.panel);
  const tabsId = useId();
  const components = useSolarComponents(type);
  const actions = listActionsWith(useCreateSolarComponent(), useUpdateSolarComponent(), useDeleteSolarComponent());
  const words = SOLAR_COMPONENTS_TEXT;
  return (
    <div className="space-y-4">
      <Tabs
        label={words.typesLabel}
        tabs={SOLAR_COMPONENT_TYPE_OPTIONS.map((option) => ({ key: option.id, label: option.name }))}
        selected={type}
        onSelect={setType}
        idPrefix={tabsId}
        look="pill"
      />
      <div {...tabPanelProps(tabsId, type)}>
        <DialogListTab<SolarComponent, typeof SolarComponentInputSchema>
          key={type}
          list={components}
          entity={words.entity}
          itemTitle={words.title}
          columns={[
            {
              key: "code",
              header: words.code,
              value: (row) => row.code,
              render: (row) => <CodeMarker code={row.code} subType={row.subType} />,
            },
            { key: "name", header: words.name, value: (row) => row.name },
            { key: "power", header: words.power, value: (row) => row.power },
            { key: "height", header: words.height, value: (row) => row.height },
            { key: "width", header: words.width, value: (row) => row.width },
            { key: "windResistance", header: words.windResistance, value: (row) => row.windResistance },
          ]}
          schema={SolarComponentInputSchema}
          fields={solarFields(type)}
          extraValues={{ type }}
          {...actions}
        />
      </div>
    </div>
  );
}

export function SolarSystemsTab() {
  const remove = useDeleteSolarSystem();
  const words = SOLAR_SYSTEMS_TEXT;
  return (
    <PageListTab<SolarSystem>
      tab="solar-systems"
      list={useSolarSystems()}
      entity={words.entity}
      columns={[
        { key: "panelCode", header: words.panelCode, value: (row) => row.panelCode },
        { key: "panelName", header: words.panelName, value: (row) => row.panelName },
        { key: "flashings", header: words.flashingCount, value: (row) => row.flashings.length },
        { key: "corners", header: words.cornerFlashingCount, value: (row) => row.cornerFlashings.length },
        { key: "kits", header: words.windowConversionKitCount, value: (row) => row.windowConversionKits.length },
        { key: "isValid", header: words.isValid, value: (row) => row.isValid },
      ]}
      onDelete={(row) => remove.mutateAsync(row.id)}
    />
  );
}

type Kind = "flashing" | "cornerFlashing" | "windowConversionKit";
const KINDS: Array<{
  kind: Kind;
  /** The section's title, the list's entity and the add dialog's item. */
  words: { section: string; entity: string; title: string };
  type: number;
  items: (system: SolarSystem) => SolarSystemMember[];
  added: string;
  failed: string;
}> = [
  {
    kind: "flashing",
    words: SOLAR_SYSTEMS_TEXT.flashings,
    type: SOLAR_COMPONENT_TYPES.flashing,
    items: (system) => system.flashingItems,
    added: REFERENCE_SUCCESS_MESSAGES.addedFlashing,
    failed: REFERENCE_ERROR_MESSAGES.couldNotAddFlashing,
  },
  {
    kind: "cornerFlashing",
    words: SOLAR_SYSTEMS_TEXT.cornerFlashings,
    type: SOLAR_COMPONENT_TYPES.cornerFlashing,
    items: (system) => system.cornerFlashingItems,
    added: REFERENCE_SUCCESS_MESSAGES.addedCornerFlashing,
    failed: REFERENCE_ERROR_MESSAGES.couldNotAddCornerFlashing,
  },
  {
    kind: "windowConversionKit",
    words: SOLAR_SYSTEMS_TEXT.windowConversionKits,
    type: SOLAR_COMPONENT_TYPES.windowConversionKit,
    items: (system) => system.windowConversionKitItems,
    added: REFERENCE_SUCCESS_MESSAGES.addedWindowConversionKit,
    failed: REFERENCE_ERROR_MESSAGES.couldNotAddWindowConversionKit,
  },
];

function memberIds(system: SolarSystem, change?: { kind: Kind; ids: number[] }) {
  const pick = (kind: Kind, current: number[]) => (change?.kind === kind ? change.ids : current);
  return {
    flashingIds: pick("flashing", system.flashings),
    cornerFlashingIds: pick("cornerFlashing", system.cornerFlashings),
    windowConversionKitIds: pick("windowConversionKit", system.windowConversionKits),
  };
}

/** A solar system: its panel, then Flashings, Corner Flashings and Window Conversion Kits (spec 03 §2.2). */
export function SolarSystemEditPage({ id, done }: EditPageProps) {
  const system = useSolarSystem(id);
  return (
    <EditPageFrame
      title={SOLAR_SYSTEMS_TEXT.title}
      isNew={id === null}
      done={done}
      isLoading={id !== null && !system.data}
    >
      {id === null ? <NewSolarSystem done={done} /> : system.data ? <SolarSystemSections system={system.data} /> : null}
    </EditPageFrame>
  );
}

function NewSolarSystem({ done }: { done: () => void }) {
  const panels = useSolarComponents(SOLAR_COMPONENT_TYPES.panel, "panel");
  const create = useCreateSolarSystem();
  const fields: FieldConfig<SolarSystemCreate>[] = [
    {
      name: "solarComponentId",
      label: SOLAR_SYSTEMS_TEXT.solarComponent,
      kind: "select",
      required: true,
      options: (panels.data ?? []).map((panel) => ({ value: panel.id, label: codeAndName(panel) })),
    },
  ];
  return (
    <EntityForm
      schema={SolarSystemCreateSchema}
      fields={fields}
      initialValues={{ solarComponentId: "" }}
      onSubmit={async (values) => {
        await create.mutateAsync(values);
        done();
      }}
    />
  );
}

function SolarSystemSections({ system }: { system: SolarSystem }) {
  const update = useUpdateSolarSystem();
  const [adding, setAdding] = useState<(typeof KINDS)[number] | null>(null);
  const invalid = KINDS.some((entry) => entry.items(system).length === 0);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        {SOLAR_SYSTEMS_TEXT.panel} <CodeMarker code={system.panelCode} subType={null} /> – {system.panelName}
      </p>
      {invalid ? <Alert tone="error">{TEXT.solarSystemInvalid}</Alert> : null}
      {KINDS.map((entry) => (
        <Section
          key={entry.kind}
          title={entry.words.section}
          actions={<Button onClick={() => setAdding(entry)}>{TEXT.addNew}</Button>}
        >
          <DataList<SolarSystemMember>
            rows={entry.items(system)}
            entity={entry.words.entity}
            searchable={false}
            columns={[
              { key: "name", header: SOLAR_SYSTEMS_TEXT.name, value: (row) => row.name },
              {
                key: "code",
                header: SOLAR_SYSTEMS_TEXT.code,
                value: (row) => row.code,
                render: (row) => <CodeMarker code={row.code} subType={row.subType} />,
              },
            ]}
            onDelete={(row) =>
              update.mutateAsync({
                id: system.id,
                failure: REFERENCE_ERROR_MESSAGES.solarSystemUnexpected,
                members: memberIds(system, {
                  kind: entry.kind,
                  ids: entry
                    .items(system)
                    .filter((item) => item.id !== row.id)
                    .map((item) => item.id),
                }),
              })
            }
          />
        </Section>
      ))}
      <Dialog
        open={adding !== null}
        title={adding ? entityMessages.addTitle(adding.words.title) : ""}
        onClose={() => setAdding(null)}
        noFooter
      >
        {adding ? <AddMember system={system} kind={adding} onDone={() => setAdding(null)} /> : null}
      </Dialog>
    </div>
  );
}

function AddMember({
  system,
  kind,
  onDone,
}: {
  system: SolarSystem;
  kind: (typeof KINDS)[number];
  onDone: () => void;
}) {
  const candidates = useSolarComponents(kind.type, "component");
  const [componentId, setComponentId] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const add = useUpdateSolarSystem(kind.added);
  const existing = new Set(kind.items(system).map((item) => item.id));
  const save = async () => {
    if (add.isPending) return;
    if (componentId === null) {
      setError(`${TEXT.componentLabel} is required`);
      return;
    }
    try {
      await add.mutateAsync({
        id: system.id,
        failure: kind.failed,
        members: memberIds(system, { kind: kind.kind, ids: [...existing, componentId] }),
      });
      onDone();
    } catch (caught) {
      if (caught instanceof ApiError) setError(caught.message);
    }
  };
  return (
    <div className="space-y-4">
      <SearchableSelect<number>
        label={TEXT.componentLabel}
        required
        options={(candidates.data ?? [])
          .filter((component) => !existing.has(component.id))
          .map((component) => ({ value: component.id, label: codeAndName(component) }))}
        value={componentId}
        onChange={(value) => {
          setComponentId(value);
          setError(undefined);
        }}
        {...(error ? { error } : {})}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={add.isPending}>
          {TEXT.cancel}
        </Button>
        <Button onClick={() => void save()} isLoading={add.isPending}>
          {TEXT.save}
        </Button>
      </div>
    </div>
  );
}
