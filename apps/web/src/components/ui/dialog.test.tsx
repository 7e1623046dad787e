import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { hideLoadingOverlay, showLoadingOverlay } from "@/lib/loading-overlay";
import { Button } from "./button";
import { Dialog } from "./dialog";
import { GlobalLoadingOverlay } from "./loading-overlay";

describe("shared dialog", () => {
  it("has a title, its content and a default 'Close' button that calls the close callback", async () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Roof saved" onClose={onClose}>
        <p>All changes are stored.</p>
      </Dialog>,
    );
    // The dialog's machinery arrives in its own chunk: the first dialog of this file may wait for it.
    const dialog = await screen.findByRole("dialog", { name: "Roof saved" });
    expect(dialog.textContent).toContain("All changes are stored.");
    await userEvent.setup().click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("takes its own footer, or none at all", () => {
    const { rerender } = render(
      <Dialog open title="Confirm" onClose={() => undefined} footer={<Button>Go ahead</Button>}>
        <p>Sure?</p>
      </Dialog>,
    );
    expect(screen.getByRole("button", { name: "Go ahead" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    rerender(
      <Dialog open title="Confirm" onClose={() => undefined} noFooter>
        <p>Sure?</p>
      </Dialog>,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("closes on Escape through the close callback", async () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Details" onClose={onClose}>
        <p>Body</p>
      </Dialog>,
    );
    await userEvent.setup().keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });
});

describe("global loading overlay", () => {
  it("is shown and hidden on demand", () => {
    render(<GlobalLoadingOverlay />);
    expect(screen.queryByTestId("loading-overlay")).toBeNull();
    act(() => showLoadingOverlay());
    expect(screen.getByRole("status").textContent).toContain("Loading...");
    act(() => hideLoadingOverlay());
    expect(screen.queryByTestId("loading-overlay")).toBeNull();
  });
});
