import {
  REFERENCE_CONFLICT_MESSAGES,
  SOLAR_COMPONENT_TYPES,
  type SolarComponentValues,
  type SolarSystemCreateValues,
  type SolarSystemUpdateValues,
} from "@portal/contracts";
import type { AppContext } from "../../../context.js";
import { guardWrite } from "../../../db/write-guard.js";
import { conflict, found } from "../../../errors.js";
import type { AuthenticatedUser } from "../../../plugins/auth.js";
import { rowService } from "../shared/row-service.js";
import { duplicateMessage, fieldError, inUseMessage } from "../shared/write-guard.js";
import { presentSolarComponent, presentSolarSystem } from "./solar.presenter.js";
import * as repository from "./solar.repository.js";

const T = SOLAR_COMPONENT_TYPES;
const componentDuplicate = (code: string) => duplicateMessage("solar component", "code", code);

export type { SolarComponentRow } from "./solar.repository.js";

/** Solar components by id, as stored (a solar array lays its design out with them); missing ids are left out. */
export function findComponentRows(ctx: AppContext, ids: number[]) {
  return repository.findComponents(ctx.db, ids);
}

/** The solar system whose panel this is, as stored; undefined when the panel belongs to none. */
export function findSystemOfPanel(ctx: AppContext, panelId: number) {
  return repository.findSystemByPanel(ctx.db, panelId);
}

export async function listComponents(ctx: AppContext, type?: number) {
  return (await repository.listComponents(ctx.db, type)).map(presentSolarComponent);
}

function componentValues(input: SolarComponentValues) {
  const { id: _id, ...values } = input;
  return values;
}

const componentRules = rowService(repository.componentRows, presentSolarComponent, {
  values: componentValues,
  duplicate: (input) => componentDuplicate(input.code),
});

async function updateComponent(ctx: AppContext, user: AuthenticatedUser, id: number, input: SolarComponentValues) {
  const existing = found(await repository.componentRows.find(ctx.db, id));
  if (existing.type !== input.type && (await repository.componentUsage(ctx.db, id)) > 0) {
    throw fieldError("Type", "The type of a component used by a solar system cannot change");
  }
  return componentRules.update(ctx, user, id, input);
}

async function deleteComponent(ctx: AppContext, id: number) {
  found(await repository.componentRows.find(ctx.db, id));
  const uses = await repository.componentUsage(ctx.db, id);
  if (uses > 0) throw conflict(inUseMessage("solar component", `${uses} solar system(s)`));
  await repository.componentRows.remove(ctx.db, id);
}

/** A component's type is kept while a solar system uses it, and a component in use is not deleted. */
export const componentResource = { ...componentRules, update: updateComponent, remove: deleteComponent };

/** The kits a panel's solar system offers for an orientation (flashings named for the other one are left out). */
export async function availableComponents(ctx: AppContext, panelId: number, orientation?: "portrait" | "landscape") {
  found(await repository.componentRows.find(ctx.db, panelId));
  const system = await repository.findSystemByPanel(ctx.db, panelId);
  if (!system) return [];
  const other = orientation === "portrait" ? "landscape" : orientation === "landscape" ? "portrait" : undefined;
  const members = await repository.listMembers(ctx.db, [system.id]);
  return members
    .map((entry) => entry.component)
    .filter((component) => !other || !component.name.toLowerCase().includes(`(${other})`))
    .map(presentSolarComponent);
}

// Systems

async function presentSystemById(ctx: AppContext, id: number) {
  const row = found(await repository.findSystem(ctx.db, id));
  const members = await repository.listMembers(ctx.db, [id]);
  return presentSolarSystem(
    id,
    row.panel,
    members.map((entry) => ({ kind: entry.member.kind, component: entry.component })),
  );
}

export async function listSystems(ctx: AppContext) {
  const rows = await repository.listSystems(ctx.db);
  const members = await repository.listMembers(
    ctx.db,
    rows.map((row) => row.system.id),
  );
  return rows.map((row) =>
    presentSolarSystem(
      row.system.id,
      row.panel,
      members
        .filter((entry) => entry.member.solarSystemId === row.system.id)
        .map((entry) => ({ kind: entry.member.kind, component: entry.component })),
    ),
  );
}

export const getSystem = presentSystemById;

async function checkPanel(ctx: AppContext, panelId: number) {
  const panel = await repository.componentRows.find(ctx.db, panelId);
  if (!panel || panel.type !== T.panel) throw fieldError("SolarComponentId", "Solar Component must be a panel");
}

/** Each id must be a component of the list's type; the member rows carry that type as their kind. */
async function checkMembers(
  ctx: AppContext,
  input: { flashingIds: number[]; cornerFlashingIds: number[]; windowConversionKitIds: number[] },
) {
  const lists = [
    { field: "FlashingIds", ids: input.flashingIds, kind: T.flashing, name: "flashings" },
    { field: "CornerFlashingIds", ids: input.cornerFlashingIds, kind: T.cornerFlashing, name: "corner flashings" },
    {
      field: "WindowConversionKitIds",
      ids: input.windowConversionKitIds,
      kind: T.windowConversionKit,
      name: "window conversion kits",
    },
  ];
  const members: Array<{ solarComponentId: number; kind: number }> = [];
  for (const list of lists) {
    const unique = [...new Set(list.ids)];
    const rows = await repository.findComponents(ctx.db, unique);
    if (rows.length !== unique.length || rows.some((row) => row.type !== list.kind)) {
      throw fieldError(list.field, REFERENCE_CONFLICT_MESSAGES.wrongSolarType(list.name));
    }
    members.push(...unique.map((solarComponentId) => ({ solarComponentId, kind: list.kind })));
  }
  return members;
}

const systemDuplicate = "This panel already has a solar system.";

export async function createSystem(ctx: AppContext, input: SolarSystemCreateValues) {
  await checkPanel(ctx, input.solarComponentId);
  const members = await checkMembers(ctx, input);
  const id = await guardWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        const systemId = await repository.insertSystem(tx, input.solarComponentId);
        await repository.replaceMembers(tx, systemId, members);
        return systemId;
      }),
    { duplicate: systemDuplicate },
  );
  return presentSystemById(ctx, id);
}

export async function updateSystem(ctx: AppContext, id: number, input: SolarSystemUpdateValues) {
  found(await repository.findSystem(ctx.db, id));
  if (input.solarComponentId !== undefined) await checkPanel(ctx, input.solarComponentId);
  const members = await checkMembers(ctx, input);
  await guardWrite(
    () =>
      ctx.db.transaction(async (tx) => {
        if (input.solarComponentId !== undefined) {
          await repository.updateSystemPanel(tx, id, input.solarComponentId, ctx.clock.now());
        }
        await repository.replaceMembers(tx, id, members);
      }),
    { duplicate: systemDuplicate },
  );
  return presentSystemById(ctx, id);
}

export async function deleteSystem(ctx: AppContext, id: number) {
  found(await repository.findSystem(ctx.db, id));
  await repository.deleteSystem(ctx.db, id);
}
