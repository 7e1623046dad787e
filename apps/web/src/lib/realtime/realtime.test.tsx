import { type CloneAccepted, REALTIME_EVENTS } from "@portal/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionQueryKey } from "@/lib/auth/session-key";
import { queryClient } from "@/lib/query-client";
import { whoAmI } from "@/testing/fixtures";
import { json, loadTestSettings, mockApi } from "@/testing/mock-api";
import { renderPage } from "@/testing/render";
import { signedInAs } from "@/testing/session";
import { runClone, useCloneFlow } from "./clone-flow";
import { dispatchRealtimeEvent, getRealtimePhase, startRealtime, stopRealtime } from "./connection";

type Listener = (...args: unknown[]) => void;
type AuthCallback = (callback: (data: { token: string }) => void) => void;

/** A stand-in socket: each connect() reads the auth callback, then succeeds or fails as the test says. */
class FakeSocket {
  listeners = new Map<string, Listener[]>();
  tokens: string[] = [];
  connectTimes: number[] = [];
  willConnect = true;
  constructor(
    readonly url: string,
    readonly options: { path: string; auth: AuthCallback },
  ) {}
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny() {
    return this;
  }
  offAny() {
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  connect() {
    this.connectTimes.push(Date.now());
    this.options.auth(({ token }) => {
      this.tokens.push(token);
      if (this.willConnect) this.emit("connect");
      else this.emit("connect_error", new Error("unauthorized"));
    });
    return this;
  }
  disconnect() {
    return this;
  }
}

const sockets: FakeSocket[] = [];
vi.mock("socket.io-client", () => ({
  io: (url: string, options: FakeSocket["options"]) => {
    const socket = new FakeSocket(url, options);
    sockets.push(socket);
    return socket;
  },
}));

let tokenCount = 0;
function setupApi(extra: Parameters<typeof mockApi>[0] = {}) {
  loadTestSettings();
  return mockApi({
    ...signedInAs(whoAmI()),
    "POST /api/v1/signalr/negotiate": () => {
      tokenCount += 1;
      return json({ url: "/realtime", accessToken: `token-${tokenCount}` });
    },
    ...extra,
  });
}

beforeEach(() => {
  sockets.length = 0;
  tokenCount = 0;
});
afterEach(() => stopRealtime());

describe("realtime connection", () => {
  it("negotiates, connects to the negotiated namespace with its token, and negotiates again on each reconnect", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = setupApi();
    await startRealtime();
    const socket = sockets[0] as FakeSocket;
    expect(socket.url).toBe("/realtime");
    expect(socket.options.path).toBe("/socket.io");
    expect(socket.tokens).toEqual(["token-1"]);
    expect(getRealtimePhase()).toBe("Connected");

    // The server drops the socket, and every later attempt is refused: 0, 2 s, 10 s, 30 s, then no more.
    socket.willConnect = false;
    const dropped = Date.now();
    socket.emit("disconnect", "transport close");
    for (const delay of [0, 2_000, 10_000, 30_000]) await vi.advanceTimersByTimeAsync(delay);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(socket.connectTimes.slice(1).map((time) => Math.round((time - dropped) / 1000))).toEqual([0, 2, 12, 42]);
    expect(socket.tokens).toEqual(["token-1", "token-2", "token-3", "token-4", "token-5"]);
    expect(api.callsTo("POST /api/v1/signalr/negotiate")).toHaveLength(5);
    expect(getRealtimePhase()).toBe("Disconnected");
  });

  it("closes when the session ends", async () => {
    setupApi();
    await startRealtime();
    expect(getRealtimePhase()).toBe("Connected");
    // What sign-out does: forget every query, then record that nobody is signed in.
    act(() => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
    });
    expect(getRealtimePhase()).toBe("Disconnected");
  });

  it("opens no socket when it is stopped while the connection is being negotiated", async () => {
    setupApi();
    const starting = startRealtime();
    stopRealtime();
    await starting;
    expect(sockets).toHaveLength(0);
    expect(getRealtimePhase()).toBe("Disconnected");
  });

  it("stays quiet when negotiation fails", async () => {
    loadTestSettings();
    mockApi({ ...signedInAs(whoAmI()), "POST /api/v1/signalr/negotiate": () => json({}, 404) });
    await startRealtime();
    expect(sockets).toHaveLength(0);
    expect(getRealtimePhase()).toBe("Disconnected");
  });
});

function CloneButtons({ request }: { request: () => Promise<CloneAccepted> }) {
  const { startClone, isAnyCloneRunning } = useCloneFlow();
  const clone = () =>
    void startClone({
      request,
      event: REALTIME_EVENTS.projectCloned,
      viewPath: (message) => `/project/${message.ProjectId}`,
    });
  return (
    <>
      <button type="button" onClick={clone} disabled={isAnyCloneRunning}>
        Clone
      </button>
      <button type="button" disabled={isAnyCloneRunning}>
        Clone plot
      </button>
    </>
  );
}

describe("clone flow", () => {
  it("shows 'Cloning...', disables every clone button, then succeeds with a View link", async () => {
    setupApi();
    const request = vi.fn(async () => ({ message: "Cloning...", cloneRequestId: 7 }));
    const { router } = renderPage(<CloneButtons request={request} />, "/projects");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Clone" }));
    expect(await screen.findByText("Cloning...")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Clone" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Clone plot" }) as HTMLButtonElement).disabled).toBe(true);
    act(() =>
      dispatchRealtimeEvent(REALTIME_EVENTS.projectCloned, { Message: "Project successfully cloned", ProjectId: 42 }),
    );
    expect(await screen.findByText("Project successfully cloned")).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Clone" }) as HTMLButtonElement).disabled).toBe(false),
    );
    await user.click(screen.getByRole("link", { name: "View" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/project/42"));
  });

  it("shows the error event's message, or 'Error cloning' when it has none", async () => {
    setupApi();
    const request = async () => ({ message: "Cloning...", cloneRequestId: 8 });
    const first = runClone({ request, event: REALTIME_EVENTS.projectCloned, viewPath: () => null });
    renderPage(<CloneButtons request={request} />, "/projects");
    expect(await screen.findByText("Cloning...")).toBeTruthy();
    act(() => dispatchRealtimeEvent(REALTIME_EVENTS.error, { Message: "Error cloning Project" }));
    expect(await first).toBe(false);
    expect(await screen.findByText("Error cloning Project")).toBeTruthy();

    const second = runClone({ request, event: REALTIME_EVENTS.projectCloned, viewPath: () => null });
    await waitFor(() => expect(screen.getAllByText("Cloning...").length).toBeGreaterThan(0));
    act(() => dispatchRealtimeEvent(REALTIME_EVENTS.error, { Message: "" }));
    expect(await second).toBe(false);
    expect(await screen.findByText("Error cloning")).toBeTruthy();
  });

  it("takes only its own request's events when the same user clones from two browsers at once", async () => {
    setupApi();
    // Another browser of the same user asked for clone 30 and this one for clone 31: both hear both events.
    const ours = runClone({
      request: async () => ({ message: "Cloning...", cloneRequestId: 31 }),
      event: REALTIME_EVENTS.roofCloned,
      viewPath: (message) => `/roof/${message.RoofId}`,
    });
    renderPage(<CloneButtons request={async () => ({ message: "Cloning...", cloneRequestId: 1 })} />, "/projects");
    expect(await screen.findByText("Cloning...")).toBeTruthy();
    act(() => {
      dispatchRealtimeEvent(REALTIME_EVENTS.roofCloned, {
        Message: "Roof successfully cloned",
        RoofId: 500,
        CloneRequestId: 30,
      });
      dispatchRealtimeEvent(REALTIME_EVENTS.error, { Message: "Error cloning Roof", CloneRequestId: 30 });
      // A document of the same user failing is not this clone's failure either.
      dispatchRealtimeEvent(REALTIME_EVENTS.error, { Message: "Error generating Estimate", GenerationId: 9 });
    });
    expect(screen.queryByText("Roof successfully cloned")).toBeNull();
    expect(screen.queryByText("Error cloning Roof")).toBeNull();
    expect(screen.queryByText("Error generating Estimate")).toBeNull();
    act(() =>
      dispatchRealtimeEvent(REALTIME_EVENTS.roofCloned, {
        Message: "Roof successfully cloned",
        RoofId: 501,
        CloneRequestId: 31,
      }),
    );
    expect(await ours).toBe(true);
    expect((await screen.findByRole("link", { name: "View" })).getAttribute("href")).toBe("/roof/501");
  });

  it("releases the buttons when the request is refused", async () => {
    setupApi();
    renderPage(<CloneButtons request={() => Promise.reject(new Error("refused"))} />, "/projects");
    await userEvent.setup().click(screen.getByRole("button", { name: "Clone" }));
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Clone" }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(screen.queryByText("Cloning...")).toBeNull();
  });
});
