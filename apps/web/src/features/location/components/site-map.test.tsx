import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { empty } from "@/testing/mock-api";
import { SiteMap } from "./site-map";

// jsdom has no layout: give the map a size so Leaflet asks for tiles.
const sizes = ["clientWidth", "clientHeight"] as const;
beforeAll(() => {
  for (const size of sizes) Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => 300 });
});
afterAll(() => {
  for (const size of sizes) Reflect.deleteProperty(HTMLElement.prototype, size);
});

const tiles = () => Array.from(document.querySelectorAll<HTMLImageElement>("img.leaflet-tile"));
const status = () => screen.getByTestId("map-status").getAttribute("data-status");

describe("site map", () => {
  it("is 'not loaded' without a tile server", () => {
    render(<SiteMap tileUrl="" pin={null} onPlacePin={null} />);
    expect(status()).toBe("not loaded");
  });

  it("goes from loading to loaded when a tile arrives", async () => {
    render(<SiteMap tileUrl="/tiles/{z}/{x}/{y}.png" pin={[53.8, -1.55]} onPlacePin={null} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    expect(status()).toBe("loading");
    act(() => {
      fireEvent.load(tiles()[0] as HTMLImageElement);
    });
    await waitFor(() => expect(status()).toBe("loaded"));
  });

  it("places the pin on double-click only when the address may be edited", () => {
    const onPlacePin = vi.fn();
    const { rerender } = render(<SiteMap tileUrl="" pin={null} onPlacePin={onPlacePin} />);
    const map = document.querySelector(".leaflet-container") as HTMLElement;
    fireEvent.dblClick(map, { clientX: 150, clientY: 150 });
    expect(onPlacePin).toHaveBeenCalledTimes(1);
    const [lat, long] = onPlacePin.mock.calls[0] as [number, number];
    // The map opens on London.
    expect(lat).toBeCloseTo(51.5, 0);
    expect(long).toBeCloseTo(-0.13, 0);
    rerender(<SiteMap tileUrl="" pin={null} onPlacePin={null} />);
    fireEvent.dblClick(map, { clientX: 150, clientY: 150 });
    expect(onPlacePin).toHaveBeenCalledTimes(1);
  });

  it("shows 'Error: AuthFailure' when the tile server refuses the tiles, and 'failed' when it cannot be reached", async () => {
    const probe = vi.fn(async (): Promise<Response> => empty(403));
    vi.stubGlobal("fetch", probe);
    const { unmount } = render(<SiteMap tileUrl="/tiles/{z}/{x}/{y}.png" pin={null} onPlacePin={null} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    act(() => {
      fireEvent.error(tiles()[0] as HTMLImageElement);
    });
    expect(await screen.findByText("Error: AuthFailure")).toBeTruthy();
    unmount();

    probe.mockImplementation(async () => {
      throw new TypeError("Failed to fetch");
    });
    render(<SiteMap tileUrl="/tiles/{z}/{x}/{y}.png" pin={null} onPlacePin={null} />);
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    act(() => {
      fireEvent.error(tiles()[0] as HTMLImageElement);
    });
    expect(await screen.findByText("The map could not be loaded.")).toBeTruthy();
    expect(screen.queryByText("Error: AuthFailure")).toBeNull();
  });
});
