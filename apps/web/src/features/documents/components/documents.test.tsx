import {
  DOCUMENT_MESSAGES,
  type DocumentHistory,
  type DocumentVersion,
  PDF_TYPES,
  REALTIME_EVENTS,
  type RealtimeMessage,
} from "@portal/contracts";
import {
  DOCUMENTS_TEXT,
  GENERATION_ANNOUNCED_HOLD_MS,
  GENERATION_EVENT_TIMEOUT_MS,
  GENERATION_PROGRESS,
} from "@portal/contracts/ui";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "react-toastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dispatchRealtimeEvent, stopRealtime } from "@/lib/realtime";
import { whoAmI } from "@/testing/fixtures";
import { empty, json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { runGeneration } from "../hooks/generation-flow";
import { DocumentsPanel } from "./documents-panel";
import { RoofGenerateButtons } from "./roof-generate-buttons";

const ROOF_ID = 11;
const GENERATION_ID = 5;
const LINK = "http://localhost/api/v1/storage/documents/roof-11-fixing-spec-v3.pdf?signature=abc";

type Handler = (call: MockCall) => Response | Promise<Response>;

const version = (overrides: Partial<DocumentVersion> = {}): DocumentVersion => ({
  version: 1,
  dateCreated: "2026-03-01T10:00:00.000Z",
  pdfType: PDF_TYPES.fixingSpec,
  isImproved: false,
  changes: [],
  ...overrides,
});

const history = (overrides: Partial<DocumentHistory> = {}): DocumentHistory => ({
  fixingDocuments: [],
  estimateDocuments: [],
  nbsDocuments: [],
  ...overrides,
});

const allAvailable = { fixingSpecAvailable: true, estimateAvailable: true, nbsAvailable: true };

/** A request that answers when the test says so, to see the toast before the request is accepted. */
function deferred() {
  let answer: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { response, answer };
}

function RoofDocuments({ canGenerateImproved = false }: { canGenerateImproved?: boolean }) {
  return (
    <>
      <nav aria-label="Roof actions">
        <RoofGenerateButtons projectId={7} roofId={ROOF_ID} canGenerateImproved={canGenerateImproved} />
      </nav>
      <DocumentsPanel projectId={7} items={[{ level: "roof", id: ROOF_ID }]} />
    </>
  );
}

function setup(handlers: Record<string, Handler> = {}, element = <RoofDocuments />) {
  loadTestSettings();
  const api = mockApi({
    ...signedInAs(whoAmI()),
    "POST /api/v1/signalr/negotiate": () => empty(404),
    [`GET /api/v1/roofs/documents/${ROOF_ID}`]: () => json(history()),
    [`GET /api/v1/roofs/document-availability/${ROOF_ID}`]: () => json(allAvailable),
    "POST /api/v1/project-pdfs/roofs": () => json({ message: "Generating...", generationId: GENERATION_ID }, 202),
    ...handlers,
  });
  const view = renderPage(element, "/project/7/plot/3/roof/11");
  return { api, ...view };
}

const bar = () => screen.getByRole("navigation", { name: "Roof actions" });
const barButton = (name: string) => within(bar()).getByRole("button", { name }) as HTMLButtonElement;
const row = (name: string) => screen.getByRole("listitem", { name });
const rowButton = (rowName: string, name: string) =>
  within(row(rowName)).getByRole("button", { name }) as HTMLButtonElement;

/** The generation's progress bar, as a percentage (the toast's controlled bar). */
function progressPercent(): number | null {
  const bars = screen.queryAllByRole("progressbar").filter((bar) => bar.getAttribute("aria-valuenow") !== null);
  const last = bars.at(-1);
  return last ? Number(last.getAttribute("aria-valuenow")) : null;
}

/** Records when the flow sets the progress toast to each fraction (the toast's own drawing may lag behind). */
function recordProgress() {
  const setAt = new Map<number, number>();
  const original = toast.update;
  const update = vi.spyOn(toast, "update").mockImplementation((id, options) => {
    const progress = options?.progress;
    if (typeof progress === "number" && !setAt.has(progress)) setAt.set(progress, performance.now());
    original(id, options);
  });
  return { setAt, stop: () => update.mockRestore() };
}

function announce(event: string, message: Partial<RealtimeMessage>) {
  act(() => dispatchRealtimeEvent(event, { Message: "", ...message }));
}

let followedLinks: string[] = [];
let hasFocus = true;

beforeEach(() => {
  followedLinks = [];
  hasFocus = true;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    followedLinks.push(this.href);
  });
  vi.spyOn(document, "hasFocus").mockImplementation(() => hasFocus);
});
afterEach(() => {
  stopRealtime();
  vi.restoreAllMocks();
});

async function waitForEnabled(button: () => HTMLButtonElement) {
  await waitFor(() => expect(button().disabled).toBe(false));
}

describe("generating a document", () => {
  it("shows progress 5 %, 50 % when accepted, then downloads on its event when the window has focus", async () => {
    const request = deferred();
    const { api } = setup({ "POST /api/v1/project-pdfs/roofs": () => request.response });
    const user = userEvent.setup();
    await waitForEnabled(() => barButton("Generate Fixing Spec"));

    await user.click(barButton("Generate Fixing Spec"));
    await waitFor(() => expect(progressPercent()).toBe(5));
    expect(screen.getByText("Generating Fixing Spec...")).toBeTruthy();
    await waitFor(() => expect(api.callsTo("POST /api/v1/project-pdfs/roofs")).toHaveLength(1));
    expect(api.callsTo("POST /api/v1/project-pdfs/roofs")[0]?.body).toEqual({ roofId: ROOF_ID, pdfType: 2 });
    expect(progressPercent()).toBe(5);

    request.answer(json({ message: "Generating...", generationId: GENERATION_ID }, 202));
    await waitFor(() => expect(progressPercent()).toBe(50));

    // Another tab's generation of the same user is not this one's, nor is a failed clone of the same user.
    announce(REALTIME_EVENTS.fixingSpecGenerated, {
      Message: "Fixing Spec generated",
      DownloadUri: "x",
      GenerationId: 99,
    });
    announce(REALTIME_EVENTS.error, { Message: "Error cloning Roof", CloneRequestId: 4 });
    expect(followedLinks).toEqual([]);
    expect(screen.queryByText("Error cloning Roof")).toBeNull();

    const progress = recordProgress();
    announce(REALTIME_EVENTS.fixingSpecGenerated, {
      Message: "Fixing Spec generated",
      DownloadUri: LINK,
      RoofId: ROOF_ID,
      GenerationId: GENERATION_ID,
    });
    expect(await screen.findByText("Fixing Spec downloaded")).toBeTruthy();
    expect(followedLinks).toEqual([LINK]);
    await waitFor(() => expect(progressPercent()).toBe(100));
    progress.stop();
    // The file is on its way at 90 %, and the bar stays there long enough to be seen before 100 %.
    const at90 = progress.setAt.get(GENERATION_PROGRESS.announced);
    const at100 = progress.setAt.get(GENERATION_PROGRESS.done);
    expect(at90).toBeDefined();
    expect((at100 ?? 0) - (at90 ?? 0)).toBeGreaterThanOrEqual(GENERATION_ANNOUNCED_HOLD_MS - 5);
    await waitForEnabled(() => barButton("Generate Fixing Spec"));
    // The history and availability are read again.
    await waitFor(() => expect(api.callsTo(`GET /api/v1/roofs/documents/${ROOF_ID}`).length).toBeGreaterThan(1));
  });

  it("leaves a 'Download your file' link when the window has no focus", async () => {
    hasFocus = false;
    setup();
    const user = userEvent.setup();
    await waitForEnabled(() => rowButton("Estimate", "Generate"));
    await user.click(rowButton("Estimate", "Generate"));
    await waitFor(() => expect(progressPercent()).toBe(50));
    announce(REALTIME_EVENTS.estimateGenerated, {
      Message: "Estimate generated",
      DownloadUri: LINK,
      GenerationId: GENERATION_ID,
    });
    const link = (await screen.findByRole("link", { name: "Download your file" })) as HTMLAnchorElement;
    expect(link.href).toBe(LINK);
    expect(followedLinks).toEqual([]);
    expect(screen.queryByText("Estimate downloaded")).toBeNull();
  });

  it("disables every generate button while one runs, then says 'Error generating {type}' on the error event", async () => {
    const { api } = setup();
    const user = userEvent.setup();
    await waitForEnabled(() => barButton("Generate Estimate"));
    await user.click(barButton("Generate Estimate"));
    await waitFor(() => expect(barButton("Generate Estimate").disabled).toBe(true));
    expect(barButton("Generate Fixing Spec").disabled).toBe(true);
    expect(rowButton("Fixing Spec", "Generate").disabled).toBe(true);
    expect(rowButton("Estimate", "Generate").disabled).toBe(true);
    // A second click cannot start a second generation.
    await user.click(barButton("Generate Estimate"));
    await waitFor(() => expect(progressPercent()).toBe(50));
    expect(api.callsTo("POST /api/v1/project-pdfs/roofs")).toHaveLength(1);

    announce(REALTIME_EVENTS.error, { Message: "Error generating Estimate document", GenerationId: GENERATION_ID });
    expect(await screen.findByText("Error generating Estimate")).toBeTruthy();
    await waitForEnabled(() => barButton("Generate Estimate"));
    expect(followedLinks).toEqual([]);
  });

  it("shows the server's reason when the request is refused, and releases the buttons", async () => {
    setup({
      "POST /api/v1/project-pdfs/roofs": () =>
        json({ message: DOCUMENT_MESSAGES.alreadyGenerating("Fixing Spec") }, 409),
    });
    const user = userEvent.setup();
    await waitForEnabled(() => barButton("Generate Fixing Spec"));
    await user.click(barButton("Generate Fixing Spec"));
    expect(await screen.findByText(DOCUMENT_MESSAGES.alreadyGenerating("Fixing Spec"))).toBeTruthy();
    await waitForEnabled(() => barButton("Generate Fixing Spec"));
  });

  it("says 'Error generating Improved Fixing Spec' when the staff-only generation fails", async () => {
    const { api } = setup(
      { "POST /api/v1/project-pdfs/roofs/improved-fixing-spec": () => empty(500) },
      <RoofDocuments canGenerateImproved />,
    );
    const user = userEvent.setup();
    await waitForEnabled(() => barButton("Generate Improved Fixing Spec"));
    await user.click(barButton("Generate Improved Fixing Spec"));
    expect(await screen.findByText("Error generating Improved Fixing Spec")).toBeTruthy();
    expect(api.callsTo("POST /api/v1/project-pdfs/roofs/improved-fixing-spec")[0]?.body).toEqual({ roofId: ROOF_ID });
  });

  it("gives up with 'Error generating {type}' when the event never comes, releasing the buttons", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup();
    await waitForEnabled(() => barButton("Generate Fixing Spec"));
    const delivered = runGeneration({ kind: "document", level: "roof", id: ROOF_ID, pdfType: PDF_TYPES.fixingSpec });
    await waitFor(() => expect(progressPercent()).toBe(50));
    expect(barButton("Generate Fixing Spec").disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(GENERATION_EVENT_TIMEOUT_MS));
    expect(await delivered).toBe(false);
    expect(await screen.findByText("Error generating Fixing Spec")).toBeTruthy();
    await waitForEnabled(() => barButton("Generate Fixing Spec"));
  });

  it("keeps a button disabled while the item lacks the data for its document", async () => {
    setup({
      [`GET /api/v1/roofs/document-availability/${ROOF_ID}`]: () =>
        json({ fixingSpecAvailable: true, estimateAvailable: false, nbsAvailable: false }),
    });
    await waitForEnabled(() => barButton("Generate Fixing Spec"));
    expect(barButton("Generate Estimate").disabled).toBe(true);
    expect(barButton("Generate NBS").disabled).toBe(true);
    expect(rowButton("Estimate", "Generate").disabled).toBe(true);
  });
});

describe("the Review NBS Clauses prompt", () => {
  it("offers Review, Generate and Cancel before generating the NBS", async () => {
    const { api, router } = setup();
    const user = userEvent.setup();
    await waitForEnabled(() => barButton("Generate NBS"));

    await user.click(barButton("Generate NBS"));
    let dialog = await screen.findByRole("dialog", { name: "Review NBS Clauses" });
    expect(within(dialog).getByText("Would you like to review the NBS clauses for your project first?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.callsTo("POST /api/v1/project-pdfs/roofs")).toHaveLength(0);

    await user.click(rowButton("NBS", "Generate"));
    dialog = await screen.findByRole("dialog", { name: "Review NBS Clauses" });
    await user.click(within(dialog).getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(api.callsTo("POST /api/v1/project-pdfs/roofs")).toHaveLength(1));
    expect(api.callsTo("POST /api/v1/project-pdfs/roofs")[0]?.body).toEqual({ roofId: ROOF_ID, pdfType: 0 });
    await waitFor(() => expect(progressPercent()).toBe(50));
    announce(REALTIME_EVENTS.nbsGenerated, {
      Message: "NBS generated",
      DownloadUri: LINK,
      GenerationId: GENERATION_ID,
    });
    expect(await screen.findByText("NBS downloaded")).toBeTruthy();
    await waitForEnabled(() => barButton("Generate NBS"));

    await user.click(barButton("Generate NBS"));
    dialog = await screen.findByRole("dialog", { name: "Review NBS Clauses" });
    await user.click(within(dialog).getByRole("button", { name: "Review" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/project/7/nbs-clauses"));
  });
});

describe("the documents panel", () => {
  it("shows each document's latest date, and downloads a version chosen from its History", async () => {
    const { api } = setup({
      [`GET /api/v1/roofs/documents/${ROOF_ID}`]: () =>
        json(
          history({
            fixingDocuments: [
              version({ version: 1, isImproved: true, dateCreated: "2026-03-03T09:15:00.000Z" }),
              version({
                version: 2,
                dateCreated: "2026-03-02T14:30:00.000Z",
                changes: [
                  "pitch: 35° → 40°",
                  "tile: Slate → Plain tile",
                  "batten: 25 × 38 → 25 × 50",
                  "roof area: 90 → 97",
                ],
              }),
              version({ version: 1, dateCreated: "2026-03-01T10:00:00.000Z" }),
            ],
            estimateDocuments: [version({ pdfType: PDF_TYPES.estimate, dateCreated: "2026-03-01T11:00:00.000Z" })],
          }),
        ),
      [`GET /api/v1/project-pdfs/roofs/${ROOF_ID}/2/1`]: (call) =>
        json({ downloadUri: `${LINK}&improved=${call.url.searchParams.get("improved")}` }),
      [`GET /api/v1/project-pdfs/roofs/${ROOF_ID}/1/1`]: (call) =>
        json({ downloadUri: `${LINK}&format=${call.url.searchParams.get("format")}` }),
    });
    const user = userEvent.setup();
    expect(
      await within(await screen.findByRole("listitem", { name: "Fixing Spec" })).findByText("Latest: 02/03/2026 14:30"),
    ).toBeTruthy();
    expect(within(row("Estimate")).getByText("Latest: 01/03/2026 11:00")).toBeTruthy();
    expect(within(row("NBS")).getByText("Not generated yet")).toBeTruthy();

    await user.click(within(row("Fixing Spec")).getByRole("button", { name: "History of Fixing Spec" }));
    const entries = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    expect(entries).toEqual([
      "1 - 03/03/2026 09:15 (Improved)",
      "2 - 02/03/2026 14:30pitch: 35° → 40°; tile: Slate → Plain tile; batten: 25 × 38 → 25 × 50; 1 more change",
      "1 - 01/03/2026 10:00",
    ]);
    expect(screen.getByRole("menuitem", { name: "2 - 02/03/2026 14:30" })).toBeTruthy();
    await user.click(screen.getByRole("menuitem", { name: "1 - 03/03/2026 09:15 (Improved)" }));
    await waitFor(() => expect(followedLinks).toEqual([`${LINK}&improved=true`]));
    expect(api.callsTo(`GET /api/v1/project-pdfs/roofs/${ROOF_ID}/2/1`)[0]?.url.searchParams.get("format")).toBe("pdf");

    await user.click(rowButton("Estimate", "Download CSV"));
    await waitFor(() => expect(followedLinks).toEqual([`${LINK}&improved=true`, `${LINK}&format=csv`]));

    await user.click(within(row("NBS")).getByRole("button", { name: "History of NBS" }));
    const empty = await screen.findByRole("menuitem", { name: "No versions yet" });
    expect(empty.getAttribute("aria-disabled")).toBe("true");
  });

  it("says so when a later version was made from unchanged data", async () => {
    setup({
      [`GET /api/v1/roofs/documents/${ROOF_ID}`]: () =>
        json(history({ fixingDocuments: [version({ version: 2, changes: [] }), version({ version: 1 })] })),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "History of Fixing Spec" }));
    const entries = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    expect(entries).toEqual([`2 - 01/03/2026 10:00${DOCUMENTS_TEXT.noChanges}`, "1 - 01/03/2026 10:00"]);
  });

  it("says 'File is not available' when a version's file is gone", async () => {
    setup({
      [`GET /api/v1/roofs/documents/${ROOF_ID}`]: () => json(history({ fixingDocuments: [version()] })),
      [`GET /api/v1/project-pdfs/roofs/${ROOF_ID}/2/1`]: () => json({ message: "File is not available" }, 404),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "History of Fixing Spec" }));
    await user.click(await screen.findByRole("menuitem", { name: "1 - 01/03/2026 10:00" }));
    expect(await screen.findByText("File is not available")).toBeTruthy();
    expect(followedLinks).toEqual([]);
  });

  it("says 'Error fetching plot documents' when the plot's history cannot be read", async () => {
    setup(
      {
        "GET /api/v1/plots/documents/3": () => empty(500),
        "GET /api/v1/plots/document-availability/3": () => json(allAvailable),
      },
      <DocumentsPanel projectId={7} items={[{ level: "plot", id: 3 }]} />,
    );
    expect(await screen.findByText("Error fetching plot documents")).toBeTruthy();
  });

  it("lists the plot and each roof, with Add Data links to the roof editor's section a roof lacks", async () => {
    setup(
      {
        "GET /api/v1/plots/documents/3": () => json(history()),
        "GET /api/v1/plots/document-availability/3": () => json(allAvailable),
        [`GET /api/v1/roofs/document-availability/${ROOF_ID}`]: () =>
          json({ fixingSpecAvailable: true, estimateAvailable: false, nbsAvailable: false }),
      },
      <DocumentsPanel
        projectId={7}
        items={[
          { level: "plot", id: 3, name: "Plot A" },
          { level: "roof", id: ROOF_ID, name: "Main Roof", editorPath: "/project/7/plot/3/roof/11" },
        ]}
      />,
    );
    const plotGroup = await screen.findByRole("region", { name: "Documents of Plot A" });
    const roofGroup = screen.getByRole("region", { name: "Documents of Main Roof" });
    expect(within(plotGroup).queryByRole("link", { name: /Add Data/ })).toBeNull();
    const addEstimateData = await within(roofGroup).findByRole("link", { name: "Add Data for the Estimate" });
    expect(addEstimateData.getAttribute("href")).toBe("/project/7/plot/3/roof/11?section=estimate");
    expect(within(roofGroup).getByRole("link", { name: "Add Data for the NBS" }).getAttribute("href")).toBe(
      "/project/7/plot/3/roof/11?section=nbs",
    );
    expect(within(roofGroup).queryByRole("link", { name: "Add Data for the Fixing Spec" })).toBeNull();
  });
});
