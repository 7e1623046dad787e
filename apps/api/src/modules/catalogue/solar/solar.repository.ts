import { asc, count, eq, inArray } from "drizzle-orm";
import type { DatabaseOrTransaction } from "../../../db/database.js";
import { solarComponents, solarSystemMembers, solarSystems } from "../../../db/schema/index.js";
import { tableRows } from "../../../db/table-rows.js";

export type { SolarComponentRow } from "../../../db/schema/index.js";

export const listComponents = (db: DatabaseOrTransaction, type?: number) =>
  db
    .select()
    .from(solarComponents)
    .where(type === undefined ? undefined : eq(solarComponents.type, type))
    .orderBy(asc(solarComponents.type), asc(solarComponents.code));

export const componentRows = tableRows(solarComponents);

export const findComponents = (db: DatabaseOrTransaction, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(solarComponents).where(inArray(solarComponents.id, ids));

export async function componentUsage(db: DatabaseOrTransaction, id: number) {
  const [asPanel] = await db.select({ n: count() }).from(solarSystems).where(eq(solarSystems.solarComponentId, id));
  const [asMember] = await db
    .select({ n: count() })
    .from(solarSystemMembers)
    .where(eq(solarSystemMembers.solarComponentId, id));
  return (asPanel?.n ?? 0) + (asMember?.n ?? 0);
}

// Systems

export const listSystems = (db: DatabaseOrTransaction) =>
  db
    .select({ system: solarSystems, panel: solarComponents })
    .from(solarSystems)
    .innerJoin(solarComponents, eq(solarComponents.id, solarSystems.solarComponentId))
    .orderBy(asc(solarComponents.code));

export async function findSystem(db: DatabaseOrTransaction, id: number) {
  const [row] = await db
    .select({ system: solarSystems, panel: solarComponents })
    .from(solarSystems)
    .innerJoin(solarComponents, eq(solarComponents.id, solarSystems.solarComponentId))
    .where(eq(solarSystems.id, id));
  return row;
}

export async function findSystemByPanel(db: DatabaseOrTransaction, panelId: number) {
  const [row] = await db.select().from(solarSystems).where(eq(solarSystems.solarComponentId, panelId));
  return row;
}

export const listMembers = (db: DatabaseOrTransaction, systemIds: number[]) =>
  systemIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ member: solarSystemMembers, component: solarComponents })
        .from(solarSystemMembers)
        .innerJoin(solarComponents, eq(solarComponents.id, solarSystemMembers.solarComponentId))
        .where(inArray(solarSystemMembers.solarSystemId, systemIds))
        .orderBy(asc(solarComponents.code));

export async function insertSystem(db: DatabaseOrTransaction, solarComponentId: number) {
  const [row] = await db.insert(solarSystems).values({ solarComponentId }).returning({ id: solarSystems.id });
  return row?.id as number;
}

export async function updateSystemPanel(db: DatabaseOrTransaction, id: number, solarComponentId: number, now: Date) {
  await db.update(solarSystems).set({ solarComponentId, updatedAt: now }).where(eq(solarSystems.id, id));
}

export async function replaceMembers(
  db: DatabaseOrTransaction,
  systemId: number,
  members: Array<{ solarComponentId: number; kind: number }>,
) {
  await db.delete(solarSystemMembers).where(eq(solarSystemMembers.solarSystemId, systemId));
  if (members.length) {
    await db.insert(solarSystemMembers).values(members.map((member) => ({ ...member, solarSystemId: systemId })));
  }
}

export async function deleteSystem(db: DatabaseOrTransaction, id: number) {
  await db.delete(solarSystems).where(eq(solarSystems.id, id));
}
