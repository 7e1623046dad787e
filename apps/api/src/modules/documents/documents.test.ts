import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import {
  DOCUMENT_MESSAGES,
  HTTP_STATUS_MESSAGES,
  MAX_QUEUED_GENERATIONS_PER_USER,
  PDF_TYPES,
  type PdfType,
  REALTIME_EVENTS,
  type RealtimeEventName,
  type RealtimeMessage,
  ROLES,
  type RoofEstimateData,
  type RoofFixingResult,
} from "@portal/contracts";
import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp, testConfig } from "../../../test/build-app.js";
import { createCompany, joinCompany, leaveCompany } from "../../../test/companies.js";
import { completeRoof, type RoofEditorSetUp, setUpRoofEditor } from "../../../test/complete-roof.js";
import { createPlot, createProject, createRoof, signInAs, startVisitorSession } from "../../../test/factories.js";
import { connectAs, disconnectAll, listen, nextEvent } from "../../../test/realtime-client.js";
import { projects } from "../../db/schema/index.js";
import { formatMillimetres, formatPa, formatQuantity } from "../../pdf/format.js";
import { internalReferencesIn } from "../../pdf/testing/internal-references.js";
import { pdfText } from "../../pdf/testing/pdf-text.js";
import { createLocalStorage } from "../../storage/local-storage.js";
import { createLinkSigner } from "../../storage/signed-links.js";
import type { Storage } from "../../storage/storage.js";
import { generateDocument } from "./documents.jobs.js";
import * as repository from "./documents.repository.js";

let t: TestApp;
let origin: string;
let setUp: RoofEditorSetUp;
let storageDir: string;
let ownerSocket: Socket;
/** Fails the next storage write once, as a worker dying part-way through a generation would leave it. */
let failNextWrite = false;
/** Fails every storage write while set: a generation that can never be stored. */
let failEveryWrite = false;
/** The app's log, one JSON line each. */
const logLines: string[] = [];

/**
 * Holds storage writes, once told to, until the test lets them through. A worker stopped at its write has taken
 * its job, so with every worker stopped but one, the order writes arrive in is the order jobs are taken.
 */
function writeGate() {
  let isHolding = false;
  const held: Array<() => void> = [];
  const waitingFor: Array<{ count: number; resolve: () => void }> = [];
  /** The keys written while holding, in the order they arrived. */
  const arrived: string[] = [];
  return {
    arrived,
    hold() {
      isHolding = true;
      arrived.length = 0;
    },
    async pass(key: string) {
      if (!isHolding) return;
      arrived.push(key);
      for (const waiter of waitingFor.filter((candidate) => arrived.length >= candidate.count)) {
        waitingFor.splice(waitingFor.indexOf(waiter), 1);
        waiter.resolve();
      }
      await new Promise<void>((resolve) => held.push(resolve));
    },
    /** Resolves once `count` writes have arrived. */
    arrivals(count: number): Promise<void> {
      if (arrived.length >= count) return Promise.resolve();
      return new Promise((resolve) => waitingFor.push({ count, resolve }));
    },
    releaseOldest() {
      held.shift()?.();
    },
    releaseAll() {
      isHolding = false;
      for (const release of held.splice(0)) release();
    },
  };
}
const gate = writeGate();
/** The generation a document's storage key belongs to (documents/roof/12/fixing-spec-v3-g45.pdf → 45). */
const generationOfKey = (key: string) => Number(/-g(\d+)\.\w+$/.exec(key)?.[1]);

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "portal-documents-"));
  const config = testConfig();
  const local = createLocalStorage({
    rootDir: storageDir,
    links: createLinkSigner(config.jwtSecret, config.publicUrl),
  });
  const storage: Storage = {
    ...local,
    put: async (key, body, options) => {
      if (failNextWrite || failEveryWrite) {
        failNextWrite = false;
        body.resume();
        throw new Error("the worker stopped part-way through");
      }
      await gate.pass(key);
      return local.put(key, body, options);
    },
  };
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  t = await buildTestApp({ storage, logStream });
  origin = await listen(t);
  setUp = await setUpRoofEditor(t);
  ownerSocket = await connectAs(t, origin, setUp.owner.authToken);
});
afterAll(async () => {
  disconnectAll();
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const EVENT_OF: Record<PdfType, RealtimeEventName> = {
  [PDF_TYPES.fixingSpec]: REALTIME_EVENTS.fixingSpecGenerated,
  [PDF_TYPES.estimate]: REALTIME_EVENTS.estimateGenerated,
  [PDF_TYPES.nbsClause]: REALTIME_EVENTS.nbsGenerated,
};

const api = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) => t.request({ method, url: `/api/v1${url}`, token, ...(payload ? { payload } : {}) });

/** A completed roof of a new plot of the set-up project. */
async function completedRoof(name = "Main Roof", plot?: { id: number }) {
  const target = plot ?? (await createPlot(t, setUp.project, { name: "Plot 1" }));
  const roof = await createRoof(t, target, { name });
  await completeRoof(t, setUp.owner.authToken, roof.id, setUp.products);
  return { plot: target, roof };
}

/** A generation of a roof's document already queued by `requester`, as a request would leave it. */
function queuedRoofGeneration(
  item: { roofId: number; projectId: number; pdfType: PdfType },
  requester: { user: { id: number }; sessionId: string },
  options: { isImproved?: boolean } = {},
) {
  return repository.insertGeneration(t.ctx.db, {
    level: "roof",
    entityId: item.roofId,
    projectId: item.projectId,
    pdfType: item.pdfType,
    isImproved: options.isImproved ?? false,
    requestedByUserId: requester.user.id,
    requestedBySessionId: requester.sessionId,
    requestedAt: new Date(),
  });
}

/** Generates through the API and waits for the job's event; answers the event's message. */
async function generate(
  url: string,
  payload: Record<string, unknown>,
  pdfType: PdfType,
  options: { token?: string; socket?: Socket } = {},
): Promise<RealtimeMessage> {
  const socket = options.socket ?? ownerSocket;
  const announced = nextEvent(socket, EVENT_OF[pdfType], 30_000);
  const response = await api("POST", url, options.token ?? setUp.owner.authToken, payload);
  expect(response.statusCode, response.body).toBe(202);
  const message = await announced;
  expect(message.GenerationId).toBe(response.json().generationId);
  return message;
}

const MARKER = "every earlier event has arrived";

/**
 * Records the document events a socket hears. `heard()` answers them once every event sent to the socket before
 * the call has arrived: it sends the socket a marker through `sendMarker` and waits for it, since one
 * connection delivers its events in the order they were sent. So "heard nothing" needs no waiting for a time.
 */
function listenTo(socket: Socket, sendMarker: (event: RealtimeEventName, message: RealtimeMessage) => void) {
  const events: Array<{ event: string; message: RealtimeMessage }> = [];
  socket.onAny((event: string, message: RealtimeMessage) => {
    if (message.Message !== MARKER) events.push({ event, message });
  });
  return {
    async heard() {
      const marked = nextEvent(socket, REALTIME_EVENTS.roofCloned);
      sendMarker(REALTIME_EVENTS.roofCloned, { Message: MARKER });
      await marked;
      return events;
    },
  };
}

/** A visitor's completed roof, on a project of the visitor's session as the wizard makes it. */
async function visitorsCompletedRoof(visitor: { user: { id: number }; sessionId: string; authToken: string }) {
  const project = await createProject(t, visitor.user, {
    anonymousSessionId: visitor.sessionId,
    isUnregistered: true,
    postCode: "CV1 1AA",
    lat: 52.4068,
    long: -1.5197,
  });
  const roof = await createRoof(t, await createPlot(t, project), { name: "Garden Room" });
  await completeRoof(t, visitor.authToken, roof.id, setUp.products);
  return { project, roof };
}

/** A CSV row's fields: quoted fields may hold commas and doubled quotes. */
function csvFields(row: string): string[] {
  const fields: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < row.length; index += 1) {
    const char = row[index];
    if (quoted && char === '"' && row[index + 1] === '"') {
      field += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === "," && !quoted) {
      fields.push(field);
      field = "";
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}

/** The bytes behind a signed link the API handed out (its own storage route). */
async function download(link: string) {
  const url = new URL(link);
  return t.request({ method: "GET", url: `${url.pathname}${url.search}` });
}

async function textOf(link: string): Promise<string> {
  const response = await download(link);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  return (await pdfText(response.rawPayload)).join("\n");
}

describe("documents of a roof", () => {
  it("generates the Fixing Spec from the stored roof, with the roof's own figures, and keeps it as version 1", async () => {
    const { roof } = await completedRoof();
    const fixing = (await api("GET", `/roofs/fixing-result/${roof.id}`, setUp.owner.authToken)).json();
    const message = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, 2);
    expect(message).toMatchObject({ Message: DOCUMENT_MESSAGES.generated("Fixing Spec"), RoofId: roof.id });

    const text = await textOf(message.DownloadUri ?? "");
    expect(text).toContain("Main Roof");
    expect(text).toContain(setUp.products.tile.name);
    expect(text).toMatch(/BS 5534/);
    expect(text).toMatch(/BS EN 1991-1-4/);
    expect(text).toContain(String(fixing.peakVelocityPressurePa));
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toContain(`${setUp.owner.user.firstName} ${setUp.owner.user.lastName}`);

    const history = (await api("GET", `/roofs/documents/${roof.id}`, setUp.owner.authToken)).json();
    expect(history.fixingDocuments).toEqual([
      { version: 1, dateCreated: expect.any(String), pdfType: 2, isImproved: false, changes: [] },
    ]);
    expect(history.estimateDocuments).toEqual([]);
  });

  it("prints the Estimate's lines and also gives them as CSV", async () => {
    const { roof } = await completedRoof();
    const data = (await api("GET", `/roof-estimate-data/roof/${roof.id}`, setUp.owner.authToken)).json();
    const line = data.items[0];
    const message = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.estimate }, 1);
    const text = await textOf(message.DownloadUri ?? "");
    expect(text).toContain(line.code);

    const csvLink = await api("GET", `/project-pdfs/roofs/${roof.id}/1/1?format=csv`, setUp.owner.authToken);
    expect(csvLink.statusCode, csvLink.body).toBe(200);
    const csv = await download(csvLink.json().downloadUri);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(line.code);
    expect(csv.headers["content-disposition"]).toMatch(/Estimate v1\.csv/);
  });

  it("prints the figures the API answers: set-out, each area's uplift and capacity, each line's quantity and packs", async () => {
    const { roof } = await completedRoof("One Truth Roof");
    const owner = setUp.owner.authToken;
    const fixing: RoofFixingResult = (await api("GET", `/roofs/fixing-result/${roof.id}`, owner)).json();
    const before: RoofEstimateData = (await api("GET", `/roof-estimate-data/roof/${roof.id}`, owner)).json();
    // Staff change a line sold in packs: its packs follow, and every output prints the changed figures.
    const packed = before.items.find((item) => item.packQuantity !== null && item.packs !== null);
    if (!packed) throw new Error("the completed roof orders something in packs");
    const edited = await api("PUT", `/roof-estimate-data/estimate-items/${packed.id}`, setUp.staff, {
      quantity: packed.quantity + 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const estimate: RoofEstimateData = (await api("GET", `/roof-estimate-data/roof/${roof.id}`, owner)).json();

    const fixingSpec = await textOf(
      (await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, PDF_TYPES.fixingSpec))
        .DownloadUri ?? "",
    );
    const { settingOut } = fixing;
    expect(fixingSpec).toContain(`${formatMillimetres(settingOut.headlapMm)} in use`);
    expect(fixingSpec).toContain(`${formatMillimetres(settingOut.gaugeMm)}, ${settingOut.courses} courses per slope`);
    if (settingOut.eavesBattenMm !== null) {
      expect(fixingSpec).toContain(`eaves batten's top edge ${formatMillimetres(settingOut.eavesBattenMm)}`);
    }
    for (const area of fixing.areas) {
      const capacity = area.capacityPa === null ? "–" : formatPa(area.capacityPa);
      expect(fixingSpec, area.name).toContain(`${formatPa(area.designUpliftPa)} ${capacity}`);
    }

    const estimatePdf = await textOf(
      (await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.estimate }, PDF_TYPES.estimate))
        .DownloadUri ?? "",
    );
    const changed = estimate.items.find((item) => item.id === packed.id);
    expect(changed).toMatchObject({ quantity: packed.quantity + 3, isEdited: true });
    if (!changed) throw new Error("the changed line is listed");
    expect(estimatePdf).toMatch(
      new RegExp(`${changed.code} .* E ${changed.unit} ${formatQuantity(changed.quantity)} .* ${changed.packs}\\b`),
    );

    const csvLink = await api("GET", `/project-pdfs/roofs/${roof.id}/1/1?format=csv`, owner);
    const csv = (await download(csvLink.json().downloadUri)).body;
    const rows = csv
      .split("\r\n")
      .slice(1)
      .filter(Boolean)
      .map((row) => csvFields(row));
    const printed = rows.map((fields) => ({
      code: fields[4],
      quantity: Number(fields[7]),
      packs: fields[10] === "" ? null : Number(fields[10]),
    }));
    expect(printed).toEqual(estimate.items.map(({ code, quantity, packs }) => ({ code, quantity, packs })));
  });

  it("names the file without the invisible characters of the roof's name, stored and downloaded", async () => {
    // Left in, the right-to-left override would show the rest of the file name reversed, its extension disguised.
    const { roof } = await completedRoof("Porch\u202Efdp.exe\u200B");
    const message = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, 2);
    const version = await repository.findVersionOfGeneration(t.ctx.db, Number(message.GenerationId));
    expect(version?.fileName).toMatch(/ Porchfdp\.exe - Fixing Spec v1\.pdf$/);
    const response = await download(message.DownloadUri ?? "");
    expect(response.headers["content-disposition"]).toMatch(/ Porchfdp\.exe - Fixing Spec v1\.pdf"; /);
  });

  it("adds a roof's solar array to the Estimate as its own group and to the Fixing Spec with its kit", async () => {
    const { roof } = await completedRoof();
    const token = setUp.owner.authToken;
    const panels = (await api("GET", "/solar-components?type=0", token)).json() as Array<{ id: number; code: string }>;
    const panel = panels.find((component) => component.code === "IRP-300M");
    const created = (await api("POST", "/roof-solar-arrays", token, { roofId: roof.id })).json();
    const saved = await api("PUT", `/roof-solar-arrays/${created.id}`, token, {
      version: created.version,
      orientation: "portrait",
      orientationFromSouth: 0,
      panelLocation: null,
      panelId: panel?.id,
      array: [
        [true, true, true],
        [true, true, true],
      ],
      windowId: null,
      windowLocations: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const estimate = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.estimate }, 1);
    const estimateText = await textOf(estimate.DownloadUri ?? "");
    expect(estimateText).toContain("Solar kit: Solar Array 1");
    expect(estimateText).toMatch(/IRP-300M In-roof PV panel 300 Wp, monocrystalline Off 6/);
    const csvLink = await api("GET", `/project-pdfs/roofs/${roof.id}/1/1?format=csv`, token);
    expect((await download(csvLink.json().downloadUri)).body).toContain("IRP-300M");

    const fixing = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, 2);
    const fixingText = await textOf(fixing.DownloadUri ?? "");
    expect(fixingText).toContain("Solar Array 1");
    // 2 × 3 portrait of 300 Wp panels: 6 × 0.30 = 1.80 kWp.
    expect(fixingText).toContain("Power 1.80 kWp");
    expect(fixingText).toMatch(/design uplift \d+\.\d{2} kPa/);
  });

  it("prints the NBS clauses that apply to the roof with their codes", async () => {
    const { roof } = await completedRoof();
    const clauses = (await api("GET", `/nbs-clauses/roof/${roof.id}`, setUp.owner.authToken)).json();
    const required = clauses.headers[0].requiredClauses[0];
    const message = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.nbsClause }, 0);
    const text = await textOf(message.DownloadUri ?? "");
    expect(text).toContain(`${required.headerNumber}/${required.number}`);
    expect(text).toContain(clauses.workSection);
  });

  it("prints the project's NBS clause overrides: an edited text, an added clause, an unticked one left out", async () => {
    const { roof } = await completedRoof("Overridden");
    const tas = await signInAs(t, ROLES.tasUser);
    const tileId = setUp.products.tile.id;
    const listed = await api(
      "GET",
      `/nbs-clauses/required-clauses?projectId=${setUp.project.id}&tileId=${tileId}`,
      tas.authToken,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const required = listed.json();
    const [header] = required.nbsClauseHeaders;
    const [edited, unticked] = header.nbsClauses;
    const override = {
      projectId: setUp.project.id,
      tileId,
      nbsClauseHeaders: [
        {
          ...header,
          nbsClauses: [
            { ...edited, text: "Tiles to be laid by a certified installer only." },
            { ...unticked, isSelected: false },
            ...header.nbsClauses.slice(2),
            {
              text: "Keep the scaffold boarded at eaves level.",
              isSelected: true,
              sortOrder: header.nbsClauses.length + 1,
              isManuallyAdded: true,
              originalClauseId: null,
            },
          ],
        },
        ...required.nbsClauseHeaders.slice(1),
      ],
    };
    const saved = await api("POST", "/nbs-clauses/override-required-clauses", tas.authToken, override);
    expect(saved.statusCode, saved.body).toBe(200);

    const message = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.nbsClause }, 0);
    const text = (await textOf(message.DownloadUri ?? "")).replace(/\s+/g, " ");
    expect(text).toContain("Tiles to be laid by a certified installer only.");
    expect(text).toContain("Keep the scaffold boarded at eaves level.");
    expect(text).not.toContain(unticked.text.replace(/\s+/g, " ").slice(0, 40));
  });

  it("numbers each new version and says what changed since the previous one", async () => {
    const { roof } = await completedRoof();
    await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, 2);
    const fixing = (await api("GET", `/roof-fixing/roof/${roof.id}`, setUp.owner.authToken)).json();
    const saved = await api("PUT", "/roof-fixing", setUp.owner.authToken, {
      ...fixing,
      roofId: roof.id,
      pitch: 40,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, 2);
    expect(second.DownloadUri).toMatch(/v2/);

    const history = (await api("GET", `/roofs/documents/${roof.id}`, setUp.owner.authToken)).json();
    expect(history.fixingDocuments.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
    expect(history.fixingDocuments[0].changes).toContain("pitch: 35° → 40°");

    // The first version still downloads as it was made: the old pitch.
    const first = await api("GET", `/project-pdfs/roofs/${roof.id}/2/1`, setUp.owner.authToken);
    expect(await textOf(first.json().downloadUri)).toMatch(/35(\.0)?\s*°/);
  });

  it("prints a version again from its snapshot when its stored file has gone", async () => {
    const { roof } = await completedRoof("Restored");
    await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.estimate }, 1);
    const stored = await repository.findVersion(
      t.ctx.db,
      { level: "roof", entityId: roof.id },
      { pdfType: PDF_TYPES.estimate, isImproved: false },
      1,
    );
    if (!stored?.csvStorageKey) throw new Error("the Estimate's version has its files");
    const original = await textOf(
      (await api("GET", `/project-pdfs/roofs/${roof.id}/1/1`, setUp.owner.authToken)).json().downloadUri,
    );
    await t.ctx.storage.delete(stored.storageKey);
    await t.ctx.storage.delete(stored.csvStorageKey);

    const again = await api("GET", `/project-pdfs/roofs/${roof.id}/1/1`, setUp.owner.authToken);
    expect(again.statusCode, again.body).toBe(200);
    expect(await textOf(again.json().downloadUri)).toBe(original);
    const csv = await api("GET", `/project-pdfs/roofs/${roof.id}/1/1?format=csv`, setUp.owner.authToken);
    expect((await download(csv.json().downloadUri)).body).toContain("Restored");
    // The Fixing Spec has no CSV to print, stored or again.
    await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, 2);
    const noCsv = await api("GET", `/project-pdfs/roofs/${roof.id}/2/1?format=csv`, setUp.owner.authToken);
    expect(noCsv.statusCode).toBe(404);
  });

  it("refuses a document the roof has no data for, and a second request while one is being made", async () => {
    const plot = await createPlot(t, setUp.project);
    const empty = await createRoof(t, plot, { name: "Empty" });
    const refused = await api("POST", "/project-pdfs/roofs", setUp.owner.authToken, { roofId: empty.id, pdfType: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(DOCUMENT_MESSAGES.notAvailable("Fixing Spec"));

    const { roof } = await completedRoof("Busy");
    await queuedRoofGeneration({ roofId: roof.id, projectId: setUp.project.id, pdfType: 1 }, setUp.owner);
    const duplicate = await api("POST", "/project-pdfs/roofs", setUp.owner.authToken, { roofId: roof.id, pdfType: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(DOCUMENT_MESSAGES.alreadyGenerating("Estimate"));
  });

  it("ends with the error event, and no version, when the roof was deleted before its document was made", async () => {
    const { roof } = await completedRoof("Deleted meanwhile");
    const generation = await queuedRoofGeneration(
      { roofId: roof.id, projectId: setUp.project.id, pdfType: PDF_TYPES.fixingSpec },
      setUp.owner,
    );
    const deleted = await api("DELETE", `/roofs/${roof.id}`, setUp.owner.authToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const failed = nextEvent(ownerSocket, REALTIME_EVENTS.error);
    await generateDocument(t.ctx, generation.id);
    expect(await failed).toEqual({
      Message: DOCUMENT_MESSAGES.generationFailed("Fixing Spec"),
      GenerationId: generation.id,
    });
    expect((await repository.findGeneration(t.ctx.db, generation.id))?.status).toBe("failed");
    expect(await repository.findVersionOfGeneration(t.ctx.db, generation.id)).toBeUndefined();
  });

  it("retries a generation that died part-way and records exactly one good version", async () => {
    const { roof } = await completedRoof("Retried");
    failNextWrite = true;
    const message = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, 2);
    expect(failNextWrite).toBe(false);
    expect(await textOf(message.DownloadUri ?? "")).toContain("Retried");
    const history = (await api("GET", `/roofs/documents/${roof.id}`, setUp.owner.authToken)).json();
    expect(history.fixingDocuments.map((entry: { version: number }) => entry.version)).toEqual([1]);
  }, 60_000);
});

describe("documents of a plot and of a project", () => {
  it("gives each document for a plot (its roofs) and for a project (its plots), with every roof's own content", async () => {
    const plot = await createPlot(t, setUp.project, { name: "North Plot" });
    const { roof: garage } = await completedRoof("Garage", plot);
    await completedRoof("House", plot);
    const estimate = (await api("GET", `/roof-estimate-data/roof/${garage.id}`, setUp.owner.authToken)).json();
    const clauses = (await api("GET", `/nbs-clauses/roof/${garage.id}`, setUp.owner.authToken)).json();
    const clause = clauses.headers[0].requiredClauses[0];
    const contentOf: Record<PdfType, string> = {
      [PDF_TYPES.fixingSpec]: "BS 5534",
      [PDF_TYPES.estimate]: estimate.items[0].code,
      [PDF_TYPES.nbsClause]: `${clause.headerNumber}/${clause.number}`,
    };
    for (const pdfType of [PDF_TYPES.fixingSpec, PDF_TYPES.estimate, PDF_TYPES.nbsClause]) {
      const plotDocument = await generate("/project-pdfs/plots", { plotId: plot.id, pdfType }, pdfType);
      expect(plotDocument.PlotId).toBe(plot.id);
      const plotText = await textOf(plotDocument.DownloadUri ?? "");
      expect(plotText).toContain("Garage");
      expect(plotText).toContain("House");
      expect(plotText).toContain(contentOf[pdfType]);

      const projectDocument = await generate(
        "/project-pdfs/projects",
        { projectId: setUp.project.id, pdfType },
        pdfType,
      );
      expect(projectDocument.ProjectId).toBe(setUp.project.id);
      const projectText = await textOf(projectDocument.DownloadUri ?? "");
      expect(projectText).toContain("North Plot");
      expect(projectText).toContain("Plot 1");
      expect(projectText).toContain("Garage");
      expect(projectText).toContain(contentOf[pdfType]);
    }

    const availability = await api("GET", `/plots/document-availability/${plot.id}`, setUp.owner.authToken);
    expect(availability.json()).toEqual({ fixingSpecAvailable: true, estimateAvailable: true, nbsAvailable: true });
    const history = (await api("GET", `/projects/documents/${setUp.project.id}`, setUp.owner.authToken)).json();
    for (const list of [history.fixingDocuments, history.estimateDocuments, history.nbsDocuments]) {
      expect(list.map((entry: { version: number }) => entry.version)).toEqual([1]);
    }
  }, 60_000);
});

describe("who may", () => {
  it("hides another user's items and keeps the Improved Fixing Spec to staff", async () => {
    const { roof, plot } = await completedRoof("Private");
    const stranger = setUp.stranger.authToken;
    expect((await api("POST", "/project-pdfs/roofs", stranger, { roofId: roof.id, pdfType: 2 })).statusCode).toBe(404);
    expect((await api("POST", "/project-pdfs/plots", stranger, { plotId: plot.id, pdfType: 2 })).statusCode).toBe(404);
    expect((await api("GET", `/roofs/documents/${roof.id}`, stranger)).statusCode).toBe(404);
    expect((await api("GET", `/projects/document-availability/${setUp.project.id}`, stranger)).statusCode).toBe(404);
    expect((await api("GET", `/project-pdfs/roofs/${roof.id}/2/1`, stranger)).statusCode).toBe(404);

    const improved = await api("POST", "/project-pdfs/roofs/improved-fixing-spec", setUp.owner.authToken, {
      roofId: roof.id,
    });
    expect(improved.statusCode).toBe(403);

    const tas = await signInAs(t, ROLES.tasUser);
    const tasSocket = await connectAs(t, origin, tas.authToken);
    const message = await generate("/project-pdfs/roofs/improved-fixing-spec", { roofId: roof.id }, 2, {
      token: tas.authToken,
      socket: tasSocket,
    });
    expect(message.Message).toBe(DOCUMENT_MESSAGES.generated("Improved Fixing Spec"));
    const staffHistory = (await api("GET", `/roofs/documents/${roof.id}`, tas.authToken)).json();
    expect(staffHistory.fixingDocuments).toEqual([expect.objectContaining({ version: 1, isImproved: true })]);
    const ownerHistory = (await api("GET", `/roofs/documents/${roof.id}`, setUp.owner.authToken)).json();
    expect(ownerHistory.fixingDocuments).toEqual([]);
    const ownerDownload = await api("GET", `/project-pdfs/roofs/${roof.id}/2/1?improved=true`, setUp.owner.authToken);
    expect(ownerDownload.statusCode).toBe(403);
  });

  it("refuses the Improved Fixing Spec at the route to every role but staff, before looking at the roof", async () => {
    const { roof } = await completedRoof("Staff only");
    const visitor = await signInAs(t, ROLES.anonymous);
    const asm = await signInAs(t, ROLES.asmUser);
    const callers = [
      ["Anonymous", visitor.authToken],
      ["User (the roof's owner)", setUp.owner.authToken],
      ["User (not the owner)", setUp.stranger.authToken],
      ["ASM User", asm.authToken],
    ] as const;
    for (const [who, token] of callers) {
      // An unknown roof answers 403 too: the role alone decides, so the answer tells nothing about the roof.
      for (const roofId of [roof.id, 999_999_999]) {
        const response = await api("POST", "/project-pdfs/roofs/improved-fixing-spec", token, { roofId });
        expect(response.statusCode, `${who}, roof ${roofId}`).toBe(403);
        expect(response.json().message, `${who}, roof ${roofId}`).toBe(HTTP_STATUS_MESSAGES[403]);
      }
    }
  });

  it("keeps one user from piling generations onto the shared queue (429 past the limit)", async () => {
    const busy = await signInAs(t, ROLES.user);
    const project = await createProject(t, busy.user, { postCode: "CV1 1AA", lat: 52.4068, long: -1.5197 });
    const roof = await createRoof(t, await createPlot(t, project), { name: "Busy roof" });
    await completeRoof(t, busy.authToken, roof.id, setUp.products);
    for (let index = 0; index < MAX_QUEUED_GENERATIONS_PER_USER; index++) {
      await queuedRoofGeneration(
        { roofId: 1_000_000 + index, projectId: project.id, pdfType: PDF_TYPES.fixingSpec },
        busy,
      );
    }
    const refused = await api("POST", "/project-pdfs/roofs", busy.authToken, { roofId: roof.id, pdfType: 2 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(DOCUMENT_MESSAGES.tooManyQueued);
  });

  it("refuses malformed requests with the field that is wrong", async () => {
    const owner = setUp.owner.authToken;
    const badType = await api("POST", "/project-pdfs/roofs", owner, { roofId: 1, pdfType: 7 });
    expect(badType.statusCode).toBe(400);
    expect(Object.keys(badType.json().modelState)).toContain("PdfType");
    const noId = await api("POST", "/project-pdfs/plots", owner, { pdfType: 1 });
    expect(noId.statusCode).toBe(400);
    expect((await api("GET", "/project-pdfs/roofs/1/2/abc", owner)).statusCode).toBe(400);
    expect((await api("GET", "/project-pdfs/walls/1/2/1", owner)).statusCode).toBe(400);
    expect((await api("GET", "/project-pdfs/roofs/1/2/1?format=docx", owner)).statusCode).toBe(400);
  });
});

describe("who hears of a document", () => {
  it("tells the staff member who generated on a visitor's roof, and the visitor's session nothing", async () => {
    const visitor = await startVisitorSession(t);
    const { roof } = await visitorsCompletedRoof(visitor);
    const visitorSocket = await connectAs(t, origin, visitor.authToken);
    const visitorHears = listenTo(visitorSocket, (event, message) =>
      t.ctx.realtime.emitToSession(visitor.sessionId, event, message),
    );
    const tas = await signInAs(t, ROLES.tasUser);
    const tasSocket = await connectAs(t, origin, tas.authToken);
    const asTas = { token: tas.authToken, socket: tasSocket };

    const improved = await generate("/project-pdfs/roofs/improved-fixing-spec", { roofId: roof.id }, 2, asTas);
    expect(improved.Message).toBe(DOCUMENT_MESSAGES.generated("Improved Fixing Spec"));
    expect((await download(improved.DownloadUri ?? "")).statusCode).toBe(200);
    const estimate = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.estimate }, 1, asTas);
    expect(estimate.RoofId).toBe(roof.id);
    expect(await visitorHears.heard()).toEqual([]);
  });

  it("tells the staff member who generated on a registered user's roof, and the project's owner nothing", async () => {
    const { roof } = await completedRoof("Reviewed by TAS");
    const ownerHears = listenTo(ownerSocket, (event, message) =>
      t.ctx.realtime.emitToUser(setUp.owner.user.id, event, message),
    );
    const tas = await signInAs(t, ROLES.tasUser);
    const tasSocket = await connectAs(t, origin, tas.authToken);
    await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, 2, {
      token: tas.authToken,
      socket: tasSocket,
    });
    expect(await ownerHears.heard()).toEqual([]);
  });

  it("tells a visitor on the session that asked, not on another session of the same e-mail", async () => {
    const email = `documents.visitor.${Date.now()}@example.com`;
    const asking = await startVisitorSession(t, email);
    const other = await startVisitorSession(t, email);
    expect(other.user.id).toBe(asking.user.id);
    const { roof } = await visitorsCompletedRoof(asking);
    const askingSocket = await connectAs(t, origin, asking.authToken);
    const otherSocket = await connectAs(t, origin, other.authToken);
    const otherHears = listenTo(otherSocket, (event, message) =>
      t.ctx.realtime.emitToSession(other.sessionId, event, message),
    );

    const message = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, 2, {
      token: asking.authToken,
      socket: askingSocket,
    });
    expect(message.RoofId).toBe(roof.id);
    expect(await otherHears.heard()).toEqual([]);
  });

  it("sends a failed generation's error event to whoever asked, and the visitor whose roof it was nothing", async () => {
    const visitor = await startVisitorSession(t);
    const { project, roof } = await visitorsCompletedRoof(visitor);
    const visitorSocket = await connectAs(t, origin, visitor.authToken);
    const visitorHears = listenTo(visitorSocket, (event, message) =>
      t.ctx.realtime.emitToSession(visitor.sessionId, event, message),
    );
    const tas = await signInAs(t, ROLES.tasUser);
    const tasSocket = await connectAs(t, origin, tas.authToken);
    const generation = await queuedRoofGeneration(
      { roofId: roof.id, projectId: project.id, pdfType: PDF_TYPES.fixingSpec },
      tas,
      { isImproved: true },
    );
    // Deleted before its document was made: the generation fails for good.
    expect((await api("DELETE", `/roofs/${roof.id}`, tas.authToken)).statusCode).toBe(200);

    const failed = nextEvent(tasSocket, REALTIME_EVENTS.error);
    await generateDocument(t.ctx, generation.id);
    expect(await failed).toEqual({ Message: DOCUMENT_MESSAGES.improvedFailed, GenerationId: generation.id });
    expect(await visitorHears.heard()).toEqual([]);
  });

  it("tells a company member who asked, and nothing once the member was removed before it was made", async () => {
    const { roof } = await completedRoof("Shared with the firm");
    await t.ctx.db.update(projects).set({ sharedWithCompany: true }).where(eq(projects.id, setUp.project.id));
    const companyId = await createCompany(t, setUp.owner, "Documents Roofing Ltd");
    const member = await signInAs(t, ROLES.user);
    await joinCompany(t, setUp.owner, companyId, member);
    const memberSocket = await connectAs(t, origin, member.authToken);
    const asMember = { token: member.authToken, socket: memberSocket };
    const heard = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.estimate }, 1, asMember);
    expect(heard.RoofId).toBe(roof.id);

    const generation = await queuedRoofGeneration(
      { roofId: roof.id, projectId: setUp.project.id, pdfType: PDF_TYPES.fixingSpec },
      member,
    );
    const memberHears = listenTo(memberSocket, (event, message) =>
      t.ctx.realtime.emitToUser(member.user.id, event, message),
    );
    await leaveCompany(t, setUp.owner, companyId, member.user.id);
    await generateDocument(t.ctx, generation.id);
    expect((await repository.findGeneration(t.ctx.db, generation.id))?.status).toBe("done");
    expect(await memberHears.heard()).toEqual([]);
  });

  it("logs a generation that failed every attempt at error level, naming it and holding nothing secret", async () => {
    const { roof } = await completedRoof("Never stored");
    const failed = nextEvent(ownerSocket, REALTIME_EVENTS.error, 60_000);
    failEveryWrite = true;
    let generationId: number;
    try {
      const response = await api("POST", "/project-pdfs/roofs", setUp.owner.authToken, {
        roofId: roof.id,
        pdfType: PDF_TYPES.fixingSpec,
      });
      expect(response.statusCode, response.body).toBe(202);
      generationId = response.json().generationId;
      expect(await failed).toEqual({
        Message: DOCUMENT_MESSAGES.generationFailed("Fixing Spec"),
        GenerationId: generationId,
      });
    } finally {
      failEveryWrite = false;
    }

    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const finalFailure = lines.filter(
      (line) => line.msg === "job failed all its attempts" && line.generationId === generationId,
    );
    expect(finalFailure).toEqual([expect.objectContaining({ level: 50, job: "generate-document", attempts: 3 })]);
    const attempts = lines.filter((line) => line.msg === "job attempt failed" && line.job === "generate-document");
    expect(attempts.length).toBeGreaterThanOrEqual(3);
    expect(attempts[0]).toMatchObject({ err: { message: "the worker stopped part-way through" } });
    const written = JSON.stringify([...finalFailure, ...attempts]);
    expect(written).not.toMatch(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/);
    expect(written).not.toMatch(/eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/);
    expect(written).not.toMatch(/signature/i);
  }, 90_000);
});

describe("the shared queue", () => {
  /** A user with ten completed roofs, each on a plot of its own, of one project: 63 documents to ask for. */
  let busy: Awaited<ReturnType<typeof signInAs>>;
  let busyItems: Array<{ url: string; payload: Record<string, unknown> }>;

  beforeAll(async () => {
    busy = await signInAs(t, ROLES.user);
    const project = await createProject(t, busy.user, { postCode: "CV1 1AA", lat: 52.4068, long: -1.5197 });
    busyItems = [];
    for (let index = 0; index < 10; index++) {
      const plot = await createPlot(t, project, { name: `Plot ${index + 1}` });
      const roof = await createRoof(t, plot, { name: `Roof ${index + 1}` });
      await completeRoof(t, busy.authToken, roof.id, setUp.products);
      for (const pdfType of [PDF_TYPES.fixingSpec, PDF_TYPES.nbsClause, PDF_TYPES.estimate]) {
        busyItems.push({ url: "/project-pdfs/roofs", payload: { roofId: roof.id, pdfType } });
        busyItems.push({ url: "/project-pdfs/plots", payload: { plotId: plot.id, pdfType } });
      }
    }
    for (const pdfType of [PDF_TYPES.fixingSpec, PDF_TYPES.nbsClause, PDF_TYPES.estimate]) {
      busyItems.push({ url: "/project-pdfs/projects", payload: { projectId: project.id, pdfType } });
    }
  }, 60_000);

  /** Lets every held write through and waits until none of these users' generations is still queued. */
  async function drain(...users: Array<{ id: number }>) {
    gate.releaseAll();
    await vi.waitFor(
      async () => {
        for (const user of users) expect(await repository.countQueuedGenerationsOf(t.ctx.db, user.id)).toBe(0);
      },
      { timeout: 60_000, interval: 200 },
    );
  }

  it(`accepts exactly ${MAX_QUEUED_GENERATIONS_PER_USER} of 63 simultaneous requests of one user, the rest 429`, async () => {
    expect(busyItems).toHaveLength(63);
    // Held writes keep the accepted generations queued, so none finishes and frees a place during the burst.
    gate.hold();
    try {
      const responses = await Promise.all(busyItems.map((item) => api("POST", item.url, busy.authToken, item.payload)));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 202)).toHaveLength(MAX_QUEUED_GENERATIONS_PER_USER);
      const refused = responses.filter((response) => response.statusCode !== 202);
      expect(refused.map((response) => response.statusCode)).toEqual(refused.map(() => 429));
      for (const response of refused) expect(response.json().message).toBe(DOCUMENT_MESSAGES.tooManyQueued);
      expect(await repository.countQueuedGenerationsOf(t.ctx.db, busy.user.id)).toBe(MAX_QUEUED_GENERATIONS_PER_USER);
    } finally {
      await drain(busy.user);
    }
  }, 120_000);

  it("takes another user's first document before the rest of one user's backlog", async () => {
    const other = await signInAs(t, ROLES.user);
    const project = await createProject(t, other.user, { postCode: "CV1 1AA", lat: 52.4068, long: -1.5197 });
    const otherRoof = await createRoof(t, await createPlot(t, project), { name: "Waiting roof" });
    await completeRoof(t, other.authToken, otherRoof.id, setUp.products);
    const backlog = busyItems.filter((item) => item.payload.pdfType !== PDF_TYPES.estimate).slice(0, 20);
    gate.hold();
    try {
      for (const item of backlog) {
        const response = await api("POST", item.url, busy.authToken, item.payload);
        expect(response.statusCode, response.body).toBe(202);
      }
      // Both workers have taken one of the backlog's jobs and stopped at its write.
      await gate.arrivals(2);
      const waiting = await api("POST", "/project-pdfs/roofs", other.authToken, {
        roofId: otherRoof.id,
        pdfType: PDF_TYPES.fixingSpec,
      });
      expect(waiting.statusCode, waiting.body).toBe(202);

      // One write at a time, each once the worker it freed has taken its next job and stopped at that job's write.
      while (gate.arrived.length < backlog.length + 1) {
        const arrivedSoFar = gate.arrived.length;
        gate.releaseOldest();
        await gate.arrivals(arrivedSoFar + 1);
      }
      const takenInOrder = gate.arrived.map(generationOfKey);
      expect(new Set(takenInOrder).size).toBe(backlog.length + 1);
      // Next after the two already running, ahead of the backlog's other 18.
      expect(takenInOrder.indexOf(waiting.json().generationId)).toBe(2);
    } finally {
      await drain(busy.user, other.user);
    }
  }, 120_000);
});

describe("what a specifier or building-control officer reads", () => {
  it("prints no internal reference in any document of a stored roof", async () => {
    const { roof } = await completedRoof("Reviewed Roof");
    const tas = await signInAs(t, ROLES.tasUser);
    const tasSocket = await connectAs(t, origin, tas.authToken);
    const documents = [
      await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, PDF_TYPES.fixingSpec),
      await generate("/project-pdfs/roofs/improved-fixing-spec", { roofId: roof.id }, PDF_TYPES.fixingSpec, {
        token: tas.authToken,
        socket: tasSocket,
      }),
      await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.estimate }, PDF_TYPES.estimate),
      await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.nbsClause }, PDF_TYPES.nbsClause),
    ];
    for (const message of documents) {
      const text = await textOf(message.DownloadUri ?? "");
      expect(text).toContain("Reviewed Roof");
      expect(internalReferencesIn(text)).toEqual([]);
    }
    // The Improved Fixing Spec names its checker's role in the responsibility block.
    expect((await textOf(documents[1]?.DownloadUri ?? "")).replace(/\s+/g, " ")).toContain(
      "Checker's role TAS technical support",
    );
  });

  it("says who generated the Fixing Spec, in which role, and the catalogue it rests on", async () => {
    const { roof } = await completedRoof();
    const message = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, 2);
    const text = (await textOf(message.DownloadUri ?? "")).replace(/\s+/g, " ");
    const { owner } = setUp;
    expect(text).toContain(
      `Generated by ${owner.user.firstName} ${owner.user.lastName} (${owner.user.email}), Registered user`,
    );
    // The set-up's products were just stored: the catalogue's latest change is a moment, printed as a UK date.
    expect(text).toMatch(/Product catalogue as last changed on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toContain("To confirm on site before work starts");
  });

  it("says a visitor's documents were requested by the name typed in the wizard, not only the e-mail", async () => {
    const email = `documents.named.${Date.now()}@example.com`;
    const visitor = await startVisitorSession(t, email, { firstName: "Rhys", lastName: "Powell" });
    // Another person typing the same e-mail with another name opens their own session; it changes nothing here.
    await startVisitorSession(t, email, { firstName: "Someone", lastName: "Else" });
    const { roof } = await visitorsCompletedRoof(visitor);
    const socket = await connectAs(t, origin, visitor.authToken);
    const message = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, 2, {
      token: visitor.authToken,
      socket,
    });
    const text = (await textOf(message.DownloadUri ?? "")).replace(/\s+/g, " ");
    expect(text).toContain("Requested by Rhys Powell");
    expect(text).toContain(`Generated by Rhys Powell (${email}), Visitor`);
    expect(text).not.toContain("Someone Else");
  });

  it("falls back to a visitor's e-mail when the session was opened without a name", async () => {
    const visitor = await startVisitorSession(t);
    const { roof } = await visitorsCompletedRoof(visitor);
    const socket = await connectAs(t, origin, visitor.authToken);
    const message = await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.estimate }, 1, {
      token: visitor.authToken,
      socket,
    });
    expect((await textOf(message.DownloadUri ?? "")).replace(/\s+/g, " ")).toContain(
      `Requested by ${visitor.user.email}`,
    );
  });
});

describe("download links", () => {
  it("stops a document's download link once its roof, its plot or its project is deleted", async () => {
    const owner = setUp.owner.authToken;
    const project = await createProject(t, setUp.owner.user, { postCode: "CV1 1AA", lat: 52.4068, long: -1.5197 });
    const { roof: roofDeleted } = await completedRoof("Deleted roof", await createPlot(t, project));
    const plotDeleted = await createPlot(t, project, { name: "Deleted plot" });
    const { roof: roofOfPlot } = await completedRoof("Roof of the deleted plot", plotDeleted);
    const fixing = { pdfType: PDF_TYPES.fixingSpec };
    const links = {
      roof: (await generate("/project-pdfs/roofs", { roofId: roofDeleted.id, ...fixing }, 2)).DownloadUri ?? "",
      roofOfPlot: (await generate("/project-pdfs/roofs", { roofId: roofOfPlot.id, ...fixing }, 2)).DownloadUri ?? "",
      plot: (await generate("/project-pdfs/plots", { plotId: plotDeleted.id, ...fixing }, 2)).DownloadUri ?? "",
      project: (await generate("/project-pdfs/projects", { projectId: project.id, ...fixing }, 2)).DownloadUri ?? "",
    };
    for (const link of Object.values(links)) expect((await download(link)).statusCode).toBe(200);

    expect((await api("DELETE", `/roofs/${roofDeleted.id}`, owner)).statusCode).toBe(200);
    const gone = await download(links.roof);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(DOCUMENT_MESSAGES.fileNotAvailable);
    expect((await download(links.plot)).statusCode).toBe(200);

    expect((await api("DELETE", `/plots/${plotDeleted.id}`, owner)).statusCode).toBe(200);
    expect((await download(links.plot)).statusCode).toBe(404);
    expect((await download(links.roofOfPlot)).statusCode).toBe(404);
    expect((await download(links.project)).statusCode).toBe(200);

    expect((await api("DELETE", `/projects/${project.id}`, owner)).statusCode).toBe(200);
    expect((await download(links.project)).statusCode).toBe(404);
  });

  it("gives download links that expire", async () => {
    const { roof } = await completedRoof("Expiring");
    await generate("/project-pdfs/roofs", { roofId: roof.id, pdfType: PDF_TYPES.fixingSpec }, 2);
    const link = (await api("GET", `/project-pdfs/roofs/${roof.id}/2/1`, setUp.owner.authToken)).json().downloadUri;
    const missing = await api("GET", `/project-pdfs/roofs/${roof.id}/2/9`, setUp.owner.authToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(DOCUMENT_MESSAGES.fileNotAvailable);
    expect((await download(link)).statusCode).toBe(200);
    // The clock moves on past the link's 15 minutes (and the tokens' 14): this test runs last.
    t.clock.advanceMinutes(16);
    expect((await download(link)).statusCode).toBe(403);
  });
});
