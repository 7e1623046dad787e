import { CLIENT_MESSAGES, HTTP_STATUS_MESSAGES } from "@portal/contracts";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { empty, json, loadTestSettings, mockApi, text } from "@/testing/mock-api";
import { apiRequest, buildApiUrl, resolveApiPath } from "./api-client";
import { ApiError, messageForFailure, readFailure } from "./api-error";
import { emptyListOnNotFound, redirectOnNotFound, showError, showErrorAs } from "./api-error-handlers";
import { getAuthToken, getRefreshToken, storeTokens } from "./cookies";
import { registerNavigate } from "./navigation";
import { queryClient } from "./query-client";
import * as toasts from "./toast";

function spyNavigation() {
  const navigate = vi.fn((to: string) => window.history.replaceState({}, "", to));
  registerNavigate(navigate);
  return navigate;
}

describe("base path rule", () => {
  it("uses /api paths as given and prefixes every other path with /api/v1", () => {
    expect(resolveApiPath("/api/Account/Login")).toBe("/api/Account/Login");
    expect(resolveApiPath("/users/paginated")).toBe("/api/v1/users/paginated");
    expect(buildApiUrl("https://api.example.com/", "/system/Version")).toBe(
      "https://api.example.com/api/v1/system/Version",
    );
  });

  it("builds the query string without empty values and repeats array keys", () => {
    expect(buildApiUrl("", "/x", { a: 1, b: "", c: undefined, d: null, e: ["p", "q"], f: false })).toBe(
      "/api/v1/x?a=1&e=p&e=q&f=false",
    );
  });
});

describe("apiRequest", () => {
  it("fails with 'Config not loaded' before the settings are loaded", async () => {
    const api = mockApi({});
    await expect(apiRequest("/system/Version")).rejects.toThrow(CLIENT_MESSAGES.configNotLoaded);
    expect(api.calls).toHaveLength(0);
  });

  it("calls apiUrl with the bearer header from the authToken cookie", async () => {
    loadTestSettings({ apiUrl: "https://api.example.com" });
    storeTokens({ authToken: "access-1", refreshToken: "refresh-1" });
    const api = mockApi({ "GET /api/v1/system/Version": () => json("1.2.3") });
    await expect(apiRequest("/system/Version")).resolves.toBe("1.2.3");
    expect(api.calls[0]?.url.origin).toBe("https://api.example.com");
    expect(api.calls[0]?.headers.get("Authorization")).toBe("Bearer access-1");
  });

  it("sends no bearer header on visitor calls", async () => {
    loadTestSettings();
    storeTokens({ authToken: "access-1", refreshToken: "refresh-1" });
    const api = mockApi({ "POST /api/Account/ForgottenPassword": () => empty(200) });
    await apiRequest("/api/Account/ForgottenPassword", {
      method: "POST",
      body: { email: "a@b.co" },
      authenticated: false,
    });
    expect(api.calls[0]?.headers.get("Authorization")).toBeNull();
    expect(api.calls[0]?.body).toEqual({ email: "a@b.co" });
  });

  it("without an error callback throws 'An unexpected error occurred: {body}'", async () => {
    loadTestSettings();
    const toast = vi.spyOn(toasts, "showErrorToast");
    mockApi({ "GET /api/v1/things": () => json({ message: "Nope" }, 400) });
    await expect(apiRequest("/things")).rejects.toThrow('An unexpected error occurred: {"message":"Nope"}');
    expect(toast).not.toHaveBeenCalled();
  });
});

describe("token refresh", () => {
  it("shares one refresh among concurrent 401s, then retries each call once with the new token", async () => {
    loadTestSettings();
    storeTokens({ authToken: "old-access", refreshToken: "refresh-1" });
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const api = mockApi({
      "GET /api/v1/a": (call) => (call.headers.get("Authorization") === "Bearer new-access" ? json("a") : empty(401)),
      "GET /api/v1/b": (call) => (call.headers.get("Authorization") === "Bearer new-access" ? json("b") : empty(401)),
      "GET /api/v1/c": (call) => (call.headers.get("Authorization") === "Bearer new-access" ? json("c") : empty(401)),
      "GET /api/Account/Refresh": async (call) => {
        expect(call.url.searchParams.get("refreshToken")).toBe("refresh-1");
        await refreshGate;
        return json({ authToken: "new-access", refreshToken: "refresh-2" });
      },
    });
    const results = Promise.all([
      apiRequest("/a", { onError: showError }),
      apiRequest("/b", { onError: showError }),
      apiRequest("/c", { onError: showError }),
    ]);
    await vi.waitFor(() => expect(api.callsTo("GET /api/Account/Refresh")).toHaveLength(1));
    releaseRefresh();
    await expect(results).resolves.toEqual(["a", "b", "c"]);
    expect(api.callsTo("GET /api/Account/Refresh")).toHaveLength(1);
    expect(api.callsTo("GET /api/v1/a")).toHaveLength(2);
    expect(getAuthToken()).toBe("new-access");
    expect(getRefreshToken()).toBe("refresh-2");
  });

  it("retries only once: a second 401 sends the browser to /login and reports the failure", async () => {
    loadTestSettings();
    window.history.replaceState({}, "", "/projects");
    const navigate = spyNavigation();
    const toast = vi.spyOn(toasts, "showErrorToast");
    storeTokens({ authToken: "old", refreshToken: "refresh-1" });
    const api = mockApi({
      "GET /api/v1/a": () => empty(401),
      "GET /api/Account/Refresh": () => json({ authToken: "new", refreshToken: "refresh-2" }),
    });
    await expect(apiRequest("/a", { onError: showError })).rejects.toBeInstanceOf(ApiError);
    expect(api.callsTo("GET /api/v1/a")).toHaveLength(2);
    expect(api.callsTo("GET /api/Account/Refresh")).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith("/login");
    expect(toast).toHaveBeenCalledWith(HTTP_STATUS_MESSAGES[401]);
  });

  it("on a failed refresh clears the cookies, says the session expired and goes to /login", async () => {
    loadTestSettings();
    window.history.replaceState({}, "", "/profile");
    const navigate = spyNavigation();
    const toast = vi.spyOn(toasts, "showErrorToast");
    storeTokens({ authToken: "old", refreshToken: "spent" });
    queryClient.setQueryData(["session", "who-am-i"], { id: 1 });
    mockApi({
      "GET /api/v1/a": () => empty(401),
      "GET /api/v1/b": () => empty(401),
      "GET /api/Account/Refresh": () => json({ message: "The refresh token is invalid or has expired." }, 401),
    });
    const outcomes = await Promise.allSettled([
      apiRequest("/a", { onError: showError }),
      apiRequest("/b", { onError: showError }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    expect(getAuthToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith(CLIENT_MESSAGES.sessionExpired);
    expect(navigate).toHaveBeenCalledWith("/login");
    expect(queryClient.getQueryData(["session", "who-am-i"])).toBeNull();
  });

  it("without a refresh cookie does not refresh, and redirects to /login unless on /login or /public-services", async () => {
    loadTestSettings();
    const navigate = spyNavigation();
    const api = mockApi({ "GET /api/v1/a": () => empty(401), "GET /api/Account/Refresh": () => empty(500) });
    window.history.replaceState({}, "", "/projects");
    await expect(apiRequest("/a", { onError: () => "handled" })).resolves.toBe("handled");
    expect(navigate).toHaveBeenLastCalledWith("/login");
    navigate.mockClear();
    for (const path of ["/login", "/public-services"]) {
      window.history.replaceState({}, "", path);
      await apiRequest("/a", { onError: () => "handled" });
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(api.callsTo("GET /api/Account/Refresh")).toHaveLength(0);
  });

  it("reads a query function at each send, so the retry carries the renewed refresh token", async () => {
    loadTestSettings();
    storeTokens({ authToken: "old", refreshToken: "refresh-1" });
    const api = mockApi({
      "POST /api/Account/Logout": (call) =>
        call.headers.get("Authorization") === "Bearer new" ? empty(200) : empty(401),
      "GET /api/Account/Refresh": () => json({ authToken: "new", refreshToken: "refresh-2" }),
    });
    await apiRequest("/api/Account/Logout", { method: "POST", query: () => ({ refreshToken: getRefreshToken() }) });
    const sent = api.callsTo("POST /api/Account/Logout").map((call) => call.url.searchParams.get("refreshToken"));
    expect(sent).toEqual(["refresh-1", "refresh-2"]);
  });

  it("uses tokens another tab renewed while this one waited for the refresh lock", async () => {
    loadTestSettings();
    storeTokens({ authToken: "old", refreshToken: "refresh-1" });
    // The lock is granted only after the other tab has rotated the shared cookies.
    vi.stubGlobal("navigator", {
      ...navigator,
      locks: {
        request: async (_name: string, task: () => Promise<boolean>) => {
          storeTokens({ authToken: "from-other-tab", refreshToken: "refresh-2" });
          return task();
        },
      },
    });
    const api = mockApi({
      "GET /api/v1/a": (call) =>
        call.headers.get("Authorization") === "Bearer from-other-tab" ? json("ok") : empty(401),
      "GET /api/Account/Refresh": () => empty(401),
    });
    await expect(apiRequest("/a", { onError: showError })).resolves.toBe("ok");
    expect(api.callsTo("GET /api/Account/Refresh")).toHaveLength(0);
  });

  it("never refreshes for visitor calls such as sign-in", async () => {
    loadTestSettings();
    storeTokens({ authToken: "old", refreshToken: "refresh-1" });
    const api = mockApi({ "POST /api/Account/Login": () => json({ message: "Incorrect email or password" }, 401) });
    await expect(
      apiRequest("/api/Account/Login", { method: "POST", authenticated: false, onError: (failure) => failure.status }),
    ).resolves.toBe(401);
    expect(api.calls).toHaveLength(1);
  });
});

describe("error mapping (spec 01 §8.1)", () => {
  const statuses: [number, string][] = [
    [400, "The request contained invalid data."],
    [401, "You must be logged in to view this data."],
    [403, "You are not allowed to view this data."],
    [404, "This data does not exist."],
    [405, "This operation cannot be performed"],
    [408, "Your request timed out."],
    [409, "The value already exists in the database."],
    [413, "The file you uploaded was too large."],
    [429, "You have made too many requests"],
    [500, "An unexpected error has occurred"],
    [501, "There have been issues reaching the server. Please try again later"],
    [502, "There have been issues reaching the server. Please try again later"],
    [503, "There have been issues reaching the server. Please try again later"],
    [504, "There have been issues reaching the server. Please try again later"],
    [418, "An unexpected error has occurred."],
    [507, "An unexpected error has occurred."],
  ];

  it.each(statuses)("with no body, status %i shows '%s'", async (status, message) => {
    expect(messageForFailure(await readFailure(empty(status)))).toBe(message);
  });

  it("prefers the body's message field", async () => {
    expect(messageForFailure(await readFailure(json({ message: "Role is required" }, 400)))).toBe("Role is required");
  });

  it("shows a body that is not JSON as its raw text", async () => {
    expect(messageForFailure(await readFailure(text("Bad gateway from proxy", 502)))).toBe("Bad gateway from proxy");
  });

  it("falls back to the status for JSON without a message", async () => {
    expect(messageForFailure(await readFailure(json({ modelState: {} }, 409)))).toBe(HTTP_STATUS_MESSAGES[409]);
  });

  it("the generic handler shows the message as a toast and rejects", async () => {
    loadTestSettings();
    const toast = vi.spyOn(toasts, "showErrorToast");
    mockApi({ "GET /api/v1/a": () => empty(403) });
    await expect(apiRequest("/a", { onError: showError })).rejects.toThrow(HTTP_STATUS_MESSAGES[403]);
    expect(toast).toHaveBeenCalledWith(HTTP_STATUS_MESSAGES[403]);
  });

  it("an operation's own text replaces server failures but not a client error's message", async () => {
    loadTestSettings();
    const toast = vi.spyOn(toasts, "showErrorToast");
    mockApi({
      "DELETE /api/v1/users/1": () => json({ message: "You cannot delete your own account." }, 409),
      "DELETE /api/v1/users/2": () => empty(500),
    });
    await expect(
      apiRequest("/users/1", { method: "DELETE", onError: showErrorAs("Error deleting user") }),
    ).rejects.toThrow();
    await expect(
      apiRequest("/users/2", { method: "DELETE", onError: showErrorAs("Error deleting user") }),
    ).rejects.toThrow();
    expect(toast.mock.calls).toEqual([["You cannot delete your own account."], ["Error deleting user"]]);
  });

  it("variant: a 404 opens /notfound, except on /public-services", async () => {
    loadTestSettings();
    const navigate = spyNavigation();
    mockApi({ "GET /api/v1/thing/7": () => empty(404) });
    window.history.replaceState({}, "", "/projects");
    await expect(apiRequest("/thing/7", { onError: redirectOnNotFound() })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith("/notfound");
    navigate.mockClear();
    window.history.replaceState({}, "", "/public-services");
    await expect(apiRequest("/thing/7", { onError: redirectOnNotFound() })).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("variant: a 404 answers an empty list, anything else shows its text", async () => {
    loadTestSettings();
    const toast = vi.spyOn(toasts, "showErrorToast");
    mockApi({ "GET /api/v1/list": () => empty(404), "GET /api/v1/broken": () => text("Database offline", 500) });
    await expect(apiRequest("/list", { onError: emptyListOnNotFound([] as string[]) })).resolves.toEqual([]);
    expect(toast).not.toHaveBeenCalled();
    await expect(apiRequest("/broken", { onError: emptyListOnNotFound([] as string[]) })).rejects.toThrow(
      "Database offline",
    );
    expect(toast).toHaveBeenCalledWith("Database offline");
  });

  it("reports an answer that does not match its schema instead of dropping it", async () => {
    loadTestSettings();
    const toast = vi.spyOn(toasts, "showErrorToast");
    mockApi({ "GET /api/v1/system/Version": () => json({ unexpected: true }) });
    await expect(apiRequest("/system/Version", { schema: z.string(), onError: showError })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(toast).toHaveBeenCalledWith("An unexpected error has occurred.");
  });

  it("reports an unreachable server like a gateway failure", async () => {
    loadTestSettings();
    const toast = vi.spyOn(toasts, "showErrorToast");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiRequest("/a", { onError: showError })).rejects.toBeInstanceOf(ApiError);
    expect(toast).toHaveBeenCalledWith(HTTP_STATUS_MESSAGES[503]);
  });
});
