import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Modal, ModalPanel, useModalTitleId } from "./modal";

function Title({ children }: { children: string }) {
  return <h2 id={useModalTitleId()}>{children}</h2>;
}

/** A page with a Save button of its own that opens a modal with another Save button. */
function Page() {
  const [open, setOpen] = useState(false);
  const [nested, setNested] = useState(false);
  return (
    <div data-testid="page">
      <button type="button">Save</button>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      {open ? (
        <Modal onClose={() => setOpen(false)}>
          <div data-testid="backdrop" />
          <ModalPanel>
            <Title>Rename Roof</Title>
            <input aria-label="Name" />
            <button type="button" onClick={() => setNested(true)}>
              More
            </button>
            <button type="button">Save</button>
            {nested ? (
              <Modal onClose={() => setNested(false)}>
                <ModalPanel>
                  <Title>Are you sure?</Title>
                  <button type="button">Yes</button>
                </ModalPanel>
              </Modal>
            ) : null}
          </ModalPanel>
        </Modal>
      ) : null}
    </div>
  );
}

describe("the shared modal", () => {
  it("hides the page behind it (inert), so only its own Save button is exposed", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Rename" }));
    expect(screen.getByRole("dialog", { name: "Rename Roof" })).toBeTruthy();
    expect(screen.getByTestId("page").closest("[inert]")).not.toBeNull();
    // Testing Library leaves inert content out of the accessibility tree as browsers do only with aria-hidden,
    // so the check is on the attribute itself: the one Save button not under an inert element is the dialog's.
    const exposed = screen.getAllByRole("button", { name: "Save" }).filter((button) => !button.closest("[inert]"));
    expect(exposed).toHaveLength(1);
    expect(exposed[0]?.closest("[role=dialog]")).not.toBeNull();
  });

  it("puts the focus inside, keeps Tab inside, and closes on Escape with the focus back on the opener", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Rename" });
    await user.click(opener);
    const name = screen.getByLabelText("Name");
    expect(document.activeElement).toBe(name);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getAllByRole("button", { name: "Save" })[1]);
    await user.tab();
    expect(document.activeElement).toBe(name);
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe("Save");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(screen.getByTestId("page").closest("[inert]")).toBeNull();
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("closes only the topmost of two modals on Escape, and a click on the backdrop closes", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole("button", { name: "Rename" }));
    const more = screen.getByRole("button", { name: "More" });
    await user.click(more);
    expect(
      screen.getByRole("dialog", { name: "Rename Roof" }).closest("[data-modal-host]")?.hasAttribute("inert"),
    ).toBe(true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Are you sure?" })).toBeNull();
    expect(screen.getByRole("dialog", { name: "Rename Roof" })).toBeTruthy();
    expect(document.activeElement).toBe(more);
    await user.click(screen.getByTestId("backdrop"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("gives the focus to a field that arrives after the modal opened", async () => {
    function Late() {
      const [shown, setShown] = useState(false);
      return (
        <Modal onClose={() => undefined}>
          <ModalPanel>
            <Title>Later</Title>
            <button type="button" hidden onClick={() => setShown(true)}>
              Show
            </button>
            {shown ? <input aria-label="Arrived" /> : null}
          </ModalPanel>
        </Modal>
      );
    }
    render(<Late />);
    expect(document.activeElement).toBe(screen.getByRole("dialog", { name: "Later" }));
    act(() => screen.getByText("Show").click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Arrived")));
  });
});
