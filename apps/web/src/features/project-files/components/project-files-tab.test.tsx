import type { ProjectFile } from "@portal/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { whoAmI } from "@/testing/fixtures";
import { empty, json, loadTestSettings, type MockCall, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { ProjectFilesTab } from "./project-files-tab";

type Handler = (call: MockCall) => Response | Promise<Response>;

function projectFile(overrides: Partial<ProjectFile> = {}): ProjectFile {
  return {
    id: 1,
    fileName: "site-plan.pdf",
    fileType: "application/pdf",
    dateCreated: "2026-03-04T09:05:00.000Z",
    sasUri: "http://localhost/api/v1/storage/project-files/7/1?signature=old",
    ...overrides,
  };
}

const uploadLink = (id: number) => `http://localhost/api/v1/storage/project-files/7/${id}?expires=1&signature=s`;

function setup(handlers: Record<string, Handler> = {}, list: () => ProjectFile[] = () => []) {
  loadTestSettings();
  const api = mockApi({
    ...signedInAs(whoAmI()),
    "GET /api/v1/project-documents": () => json(list()),
    ...handlers,
  });
  renderPage(<ProjectFilesTab projectId={7} />, "/project/7");
  return api;
}

/** Answers each create with the next id and its upload link. */
function createHandler(): Handler {
  let id = 0;
  return () => {
    id += 1;
    return json({ id, sasUri: uploadLink(id) }, 201);
  };
}

const file = (name: string, type = "application/pdf") => new File(["%PDF-1.7"], name, { type });

async function choose(files: File[]) {
  // The input's accept list is the browser's hint; the tab checks the names itself, which is what is tested.
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(screen.getByLabelText("Upload files"), files);
}

describe("project files tab", () => {
  it("lists the files with their type and date (dd/MM/yyyy HH:mm)", async () => {
    setup({}, () => [projectFile(), projectFile({ id: 2, fileName: "roof.dwg", fileType: "" })]);
    const row = (await screen.findByText("site-plan.pdf")).closest("tr") as HTMLElement;
    expect(within(row).getByText("application/pdf")).toBeTruthy();
    expect(within(row).getByText("04/03/2026 09:05")).toBeTruthy();
    const drawing = screen.getByText("roof.dwg").closest("tr") as HTMLElement;
    expect(within(drawing).getByText("DWG")).toBeTruthy();
  });

  it("says 'No files uploaded yet.' when there are none", async () => {
    setup();
    expect(await screen.findByText("No files uploaded yet.")).toBeTruthy();
  });

  it("says 'Failed to load project documents.' when the list cannot be read", async () => {
    setup({ "GET /api/v1/project-documents": () => empty(500) });
    expect(await screen.findByText("Failed to load project documents.")).toBeTruthy();
  });

  it("skips unsupported files, uploads the rest one by one with the blob-type header, and counts them", async () => {
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const api = setup({
      "POST /api/v1/project-documents": createHandler(),
      "PUT /api/v1/storage/project-files/7/1": async () => {
        await firstHeld;
        return json({ message: "File uploaded" }, 201);
      },
      "PUT /api/v1/storage/project-files/7/2": () => json({ message: "File uploaded" }, 201),
    });
    await screen.findByText("No files uploaded yet.");
    await choose([file("plan.PDF"), file("virus.exe", "application/x-msdownload"), file("photo.jpeg", "image/jpeg")]);

    expect(await screen.findByText("Some files are not supported and were not uploaded.")).toBeTruthy();
    expect(await screen.findByText("Uploading 1/2 files...")).toBeTruthy();
    releaseFirst();
    expect(await screen.findByText("Uploaded 2/2 files")).toBeTruthy();

    expect(api.callsTo("POST /api/v1/project-documents").map((call) => call.body)).toEqual([
      { projectId: 7, fileName: "plan.PDF", fileType: "application/pdf" },
      { projectId: 7, fileName: "photo.jpeg", fileType: "image/jpeg" },
    ]);
    const puts = api.calls.filter((call) => call.method === "PUT");
    expect(puts.map((call) => call.url.href)).toEqual([uploadLink(1), uploadLink(2)]);
    for (const put of puts) {
      expect(put.headers.get("x-ms-blob-type")).toBe("BlockBlob");
      expect(put.headers.get("Authorization")).toBeNull();
    }
    expect(api.callsTo("GET /api/v1/project-documents").length).toBeGreaterThan(1);
  });

  it("uploads files dropped on the drop zone", async () => {
    const api = setup({
      "POST /api/v1/project-documents": createHandler(),
      "PUT /api/v1/storage/project-files/7/1": () => json({ message: "File uploaded" }, 201),
    });
    await screen.findByText("No files uploaded yet.");
    fireEvent.drop(screen.getByTestId("file-drop-zone"), { dataTransfer: { files: [file("survey.xlsx", "")] } });
    expect(await screen.findByText("Uploaded 1/1 files")).toBeTruthy();
    expect(api.callsTo("POST /api/v1/project-documents")[0]?.body).toEqual({
      projectId: 7,
      fileName: "survey.xlsx",
      fileType: "",
    });
  });

  it("uploads nothing when no chosen file is supported", async () => {
    const api = setup();
    await screen.findByText("No files uploaded yet.");
    await choose([file("notes.txt", "text/plain")]);
    expect(await screen.findByText("Some files are not supported and were not uploaded.")).toBeTruthy();
    expect(api.callsTo("POST /api/v1/project-documents")).toHaveLength(0);
    expect(screen.queryByText(/Uploaded/)).toBeNull();
  });

  it("names each file that failed and why, and counts only those that arrived", async () => {
    let creates = 0;
    setup({
      "POST /api/v1/project-documents": (call) => {
        const { fileName } = call.body as { fileName: string };
        if (fileName === "a.pdf") return empty(500);
        if (fileName === "huge.pdf") return json({ message: "too large" }, 413);
        creates += 1;
        return json({ id: creates, sasUri: uploadLink(creates) }, 201);
      },
      "PUT /api/v1/storage/project-files/7/1": () => empty(500),
      "PUT /api/v1/storage/project-files/7/2": () => json({ message: "too large" }, 413),
      "PUT /api/v1/storage/project-files/7/3": () => Promise.reject(new TypeError("Failed to fetch")),
      "PUT /api/v1/storage/project-files/7/4": () => json({ message: "File uploaded" }, 201),
    });
    await screen.findByText("No files uploaded yet.");
    await choose([file("a.pdf"), file("huge.pdf"), file("b.pdf"), file("c.pdf"), file("d.pdf"), file("e.pdf")]);

    expect(await screen.findByText("Uploaded 1/6 files")).toBeTruthy();
    expect(screen.getByText("Failed to get upload URL for a.pdf")).toBeTruthy();
    expect(screen.getByText("Failed to create project files.")).toBeTruthy();
    expect(screen.getByText("Failed to get upload URL for huge.pdf")).toBeTruthy();
    expect(screen.getByText("Failed to upload b.pdf")).toBeTruthy();
    expect(screen.getByText("Upload failed with status 500")).toBeTruthy();
    expect(screen.getByText("Failed to upload c.pdf")).toBeTruthy();
    expect(screen.getAllByText("The file you uploaded was too large.")).toHaveLength(2);
    expect(screen.getByText("Failed to upload d.pdf")).toBeTruthy();
    expect(screen.getByText("Failed to upload project file.")).toBeTruthy();
    expect(screen.queryByText("Failed to upload e.pdf")).toBeNull();
  });

  it("downloads through a fresh link and says 'File is not available' when the link does not answer", async () => {
    setup(
      {
        "GET /api/v1/project-documents/1": () =>
          json(projectFile({ sasUri: "http://localhost/api/v1/storage/project-files/7/1?signature=new" })),
        "GET /api/v1/storage/project-files/7/1": () => json({ message: "File is not available" }, 404),
        "GET /api/v1/project-documents/2": () => empty(500),
      },
      () => [projectFile(), projectFile({ id: 2, fileName: "gone.pdf" })],
    );
    const user = userEvent.setup();
    const row = (await screen.findByText("site-plan.pdf")).closest("tr") as HTMLElement;
    await user.click(within(row).getByRole("button", { name: "Download" }));
    expect(await screen.findByText("File is not available")).toBeTruthy();
    const other = screen.getByText("gone.pdf").closest("tr") as HTMLElement;
    await user.click(within(other).getByRole("button", { name: "Download" }));
    expect(await screen.findByText("Failed to load project document details.")).toBeTruthy();
  });

  it("asks before deleting and says 'Failed to delete project document.' when it fails", async () => {
    let files = [projectFile()];
    let fail = true;
    setup(
      {
        "DELETE /api/v1/project-documents/1": () => {
          if (fail) return empty(500);
          files = [];
          return json({ message: "File deleted" });
        },
      },
      () => files,
    );
    const user = userEvent.setup();
    const row = (await screen.findByText("site-plan.pdf")).closest("tr") as HTMLElement;
    await user.click(within(row).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete File" });
    expect(dialog.textContent).toContain('"site-plan.pdf"');
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Failed to delete project document.")).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No files uploaded yet.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
