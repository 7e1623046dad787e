import { act, render, screen } from "@testing-library/react";
import { toast } from "react-toastify";
import { describe, expect, it } from "vitest";
import { showErrorToast, showSuccessToast, showToast } from "@/lib/toast";
import { Toasts } from "./providers";

describe("toasts (spec 01 §9)", () => {
  it("appear top-right in the light theme, close after 5000 ms, and take focus with Alt+T", async () => {
    render(<Toasts />);
    act(() => showErrorToast("Something failed"));
    const message = await screen.findByText("Something failed");
    const toastElement = message.closest(".Toastify__toast") as HTMLElement;
    expect(toastElement.className).toContain("Toastify__toast-theme--light");
    expect(toastElement.className).toContain("Toastify__toast--error");
    expect(toastElement.closest(".Toastify__toast-container")?.className).toContain(
      "Toastify__toast-container--top-right",
    );
    const progress = toastElement.querySelector(".Toastify__progress-bar--animated") as HTMLElement;
    expect(progress.style.animationDuration).toBe("5000ms");
    expect(screen.getByRole("region", { name: /Notifications/ })).toBeTruthy();

    act(() => {
      document.dispatchEvent(new KeyboardEvent("keydown", { altKey: true, code: "KeyT", key: "t" }));
    });
    expect(document.activeElement).toBe(toastElement);
    act(() => toast.dismiss());
  });

  it("show successes as success toasts", async () => {
    render(<Toasts />);
    act(() => showSuccessToast("Saved"));
    const message = await screen.findByText("Saved");
    expect(message.closest(".Toastify__toast")?.className).toContain("Toastify__toast--success");
  });

  it("shows a single toast once while it is on screen, however often it is raised", async () => {
    render(<Toasts />);
    act(() => {
      showToast("warning", "Please correct the errors", { isSingle: true });
      showToast("warning", "Please correct the errors", { isSingle: true });
    });
    await screen.findByText("Please correct the errors");
    expect(screen.getAllByText("Please correct the errors")).toHaveLength(1);
    act(() => toast.dismiss());
  });
});
