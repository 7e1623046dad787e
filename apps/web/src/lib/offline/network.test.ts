import { afterEach, describe, expect, it, vi } from "vitest";
import { json, loadTestSettings, mockApi } from "@/testing/mock-api";
import { apiRequest } from "../api-client";
import { ApiError, type ApiFailure } from "../api-error";
import { isNetworkFailure } from "./network";
import { createReconnectRetry } from "./reconnect";

/** The roof editor's way of failing a save: the failure goes back to the caller as it is. */
const toCaller = (failure: ApiFailure): never => {
  throw new ApiError(failure, "failed");
};

describe("a save without an answer", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("is told apart from a server's refusal, even a 503 the server sent", async () => {
    loadTestSettings();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const dropped = await apiRequest("/roof-fixing", { method: "PUT", body: {}, onError: toCaller }).catch((e) => e);
    expect(isNetworkFailure(dropped)).toBe(true);

    mockApi({
      "PUT /api/v1/roof-fixing": () => json({ message: "Pitch must be between 1 and 90" }, 400),
      "PUT /api/v1/roof-tile-details": () => json({ message: "Down for maintenance" }, 503),
    });
    const refused = await apiRequest("/roof-fixing", { method: "PUT", body: {}, onError: toCaller }).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(isNetworkFailure(refused)).toBe(false);
    const unavailable = await apiRequest("/roof-tile-details", { method: "PUT", body: {}, onError: toCaller }).catch(
      (e) => e,
    );
    expect(isNetworkFailure(unavailable)).toBe(false);
  });

  it("is tried again on the online event, or after a growing backoff, once each", () => {
    vi.useFakeTimers();
    const retry = vi.fn();
    const reconnect = createReconnectRetry(retry);
    reconnect.schedule();
    window.dispatchEvent(new Event("online"));
    window.dispatchEvent(new Event("online"));
    expect(retry).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(retry).toHaveBeenCalledTimes(1);
    reconnect.schedule();
    vi.advanceTimersByTime(4_000);
    expect(retry).toHaveBeenCalledTimes(2);
    reconnect.schedule();
    vi.advanceTimersByTime(7_999);
    expect(retry).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(3);
    reconnect.cancel();
  });
});
