import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { errorOf } from "@/testing/session";
import { NameDialog } from "./name-dialog";

function renderNameDialog(onSubmit: (name: string) => Promise<unknown>) {
  const onClose = vi.fn();
  render(
    <NameDialog
      open
      title="Rename Plot"
      defaultName="Plot 1"
      submitText="Save"
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { onClose, user: userEvent.setup() };
}

describe("name dialog", () => {
  it("sends the trimmed name and closes once it is saved", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { onClose, user } = renderNameDialog(onSubmit);
    const field = await screen.findByLabelText("Name");
    await user.clear(field);
    await user.type(field, "  North plot ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith("North plot");
  });

  it("puts the server's message about the name on the field and stays open", async () => {
    const refusal = new ApiError(
      {
        status: 400,
        text: "",
        body: { message: "The request is invalid.", modelState: { Name: ["That name is taken here."] } },
        isJson: true,
      },
      "The request is invalid.",
    );
    const { onClose, user } = renderNameDialog(async () => Promise.reject(refusal));
    await user.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(errorOf(screen.getByLabelText("Name"))).toBe("That name is taken here."));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Rename Plot" })).toBeTruthy();
  });
});
