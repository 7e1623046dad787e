import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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
} from "@portal/contracts";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, testConfig } from "../../../test/build-app.js";
import { completeRoof, type RoofEditorSetUp, setUpRoofEditor } from "../../../test/complete-roof.js";
import { createPlot, createProject, createRoof, signInAs } from "../../../test/factories.js";
import { connectAs, disconnectAll, listen, nextEvent } from "../../../test/realtime-client.js";
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
      if (failNextWrite) {
        failNextWrite = false;
        body.resume();
        throw new Error("the worker stopped part-way through");
      }
      return local.put(key, body, options);
    },
  };
  t = await buildTestApp({ storage });
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
    await repository.insertGeneration(t.ctx.db, {
      level: "roof",
      entityId: roof.id,
      projectId: setUp.project.id,
      pdfType: 1,
      isImproved: false,
      requestedByUserId: setUp.owner.user.id,
      requestedAt: new Date(),
    });
    const duplicate = await api("POST", "/project-pdfs/roofs", setUp.owner.authToken, { roofId: roof.id, pdfType: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(DOCUMENT_MESSAGES.alreadyGenerating("Estimate"));
  });

  it("ends with the error event, and no version, when the roof was deleted before its document was made", async () => {
    const { roof } = await completedRoof("Deleted meanwhile");
    const generation = await repository.insertGeneration(t.ctx.db, {
      level: "roof",
      entityId: roof.id,
      projectId: setUp.project.id,
      pdfType: PDF_TYPES.fixingSpec,
      isImproved: false,
      requestedByUserId: setUp.owner.user.id,
      requestedAt: new Date(),
    });
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
      await repository.insertGeneration(t.ctx.db, {
        level: "roof",
        entityId: 1_000_000 + index,
        projectId: project.id,
        pdfType: PDF_TYPES.fixingSpec,
        isImproved: false,
        requestedByUserId: busy.user.id,
        requestedAt: new Date(),
      });
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

describe("download links", () => {
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
