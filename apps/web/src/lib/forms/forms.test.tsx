import { ukDateToIso } from "@portal/contracts";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DateInput } from "@/components/ui/form/date-input";
import { NumericInput } from "@/components/ui/form/numeric-input";
import { SearchableSelect } from "@/components/ui/form/searchable-select";
import { formatDate, formatDateTime, isoDateToUk, maskUkDate } from "./dates";
import { filterNumericInput } from "./numeric";
import { fieldSchema } from "./rules";

const firstMessage = (schema: ReturnType<typeof fieldSchema>, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("form rules (spec 01 §5.6)", () => {
  it("uses the default messages with the capitalised field name as the label", () => {
    expect(firstMessage(fieldSchema("town", { required: true }), "  ")).toBe("Town is required");
    expect(firstMessage(fieldSchema("reference", { pattern: /^R\d+$/ }), "X1")).toBe("Reference is invalid");
    expect(firstMessage(fieldSchema("pitch", { min: 15 }), "10")).toBe("Pitch must be at least 15");
    expect(firstMessage(fieldSchema("pitch", { max: 75 }), "80")).toBe("Pitch must be at most 75");
    expect(firstMessage(fieldSchema("name", { minLength: 2 }), "a")).toBe("Name must be at least 2");
    expect(firstMessage(fieldSchema("name", { maxLength: 3 }), "abcd")).toBe("Name must be at most 3");
  });

  it("takes a given label and a rule's own message, and a custom check", () => {
    expect(firstMessage(fieldSchema("postCode", { label: "Postcode", required: true }), "")).toBe(
      "Postcode is required",
    );
    expect(firstMessage(fieldSchema("x", { required: "Please fill this in" }), "")).toBe("Please fill this in");
    expect(firstMessage(fieldSchema("x", { pattern: { value: /^\d+$/, message: "Digits only" } }), "a")).toBe(
      "Digits only",
    );
    expect(firstMessage(fieldSchema("x", { validate: (value) => value !== "no" || "Not that" }), "no")).toBe(
      "Not that",
    );
    expect(firstMessage(fieldSchema("x", { required: true, minLength: 2 }), "ok")).toBeNull();
  });

  it("leaves an empty optional field alone", () => {
    expect(firstMessage(fieldSchema("x", { pattern: /^\d+$/, minLength: 3 }), "")).toBeNull();
  });
});

describe("dates as dd/MM/yyyy", () => {
  it("shows dates and date-times in UK form and UK time", () => {
    expect(formatDate("2026-07-04T23:30:00Z")).toBe("05/07/2026");
    expect(formatDateTime("2026-01-15T10:05:00Z")).toBe("15/01/2026 10:05");
    expect(formatDateTime("2026-07-15T10:05:00Z")).toBe("15/07/2026 11:05");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });

  it("reads typed dates and refuses impossible ones", () => {
    expect(ukDateToIso("31/12/2026")).toBe("2026-12-31");
    expect(ukDateToIso("29/02/2024")).toBe("2024-02-29");
    expect(ukDateToIso("29/02/2026")).toBeNull();
    expect(ukDateToIso("12/31/2026")).toBeNull();
    expect(ukDateToIso("2026-12-31")).toBeNull();
    expect(isoDateToUk("2026-03-09")).toBe("09/03/2026");
  });

  it("puts the slashes in while typing", () => {
    expect(maskUkDate("3")).toBe("3");
    expect(maskUkDate("3112")).toBe("31/12");
    expect(maskUkDate("31122026")).toBe("31/12/2026");
    expect(maskUkDate("31/12/20269")).toBe("31/12/2026");
  });

  it("the date input keeps the masked text", async () => {
    function Harness() {
      const [value, setValue] = useState("");
      return <DateInput label="Project received" value={value} onChange={setValue} />;
    }
    render(<Harness />);
    await userEvent.setup().type(screen.getByLabelText("Project received"), "01022026");
    expect((screen.getByLabelText("Project received") as HTMLInputElement).value).toBe("01/02/2026");
  });
});

describe("numeric inputs", () => {
  it("keep only digits, one decimal point and a leading minus, without spaces", () => {
    expect(filterNumericInput("12.5")).toBe("12.5");
    expect(filterNumericInput(" 1 2 3 ")).toBe("123");
    expect(filterNumericInput("-4.2.1")).toBe("-4.21");
    expect(filterNumericInput("4-2")).toBe("42");
    expect(filterNumericInput("abc")).toBe("");
    expect(filterNumericInput("1e5")).toBe("15");
  });

  it("the numeric input filters what is typed or pasted", () => {
    function Harness() {
      const [value, setValue] = useState("");
      return <NumericInput label="Rafter length" value={value} onChange={setValue} />;
    }
    render(<Harness />);
    fireEvent.change(screen.getByLabelText("Rafter length"), { target: { value: "-1 2a.5.0" } });
    expect((screen.getByLabelText("Rafter length") as HTMLInputElement).value).toBe("-12.50");
  });
});

describe("searchable select", () => {
  const options = [
    { value: 1, label: "Roofing Contractor" },
    { value: 2, label: "Architect" },
    { value: 3, label: "Merchant" },
  ];

  function Harness({ required = false, error }: { required?: boolean; error?: string }) {
    const [value, setValue] = useState<number | null>(null);
    return (
      <>
        <SearchableSelect
          label="Industry type"
          options={options}
          value={value}
          onChange={setValue}
          required={required}
          error={error}
        />
        <output>{value ?? "none"}</output>
      </>
    );
  }

  it("says 'Please search...', narrows the options as the user types, and selects one", async () => {
    render(<Harness />);
    const user = userEvent.setup();
    const input = screen.getByLabelText("Industry type") as HTMLInputElement;
    expect(input.placeholder).toBe("Please search...");
    await user.type(input, "arch");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(["Architect"]);
    await user.click(screen.getByRole("option", { name: "Architect" }));
    expect(screen.getByRole("status", { hidden: true }).textContent).toBe("2");
    expect(input.value).toBe("Architect");
  });

  it("marks required fields with an asterisk outside the label and shows the error under the field", () => {
    render(<Harness required error="Industry type is required" />);
    const input = screen.getByLabelText("Industry type");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(screen.getByText("*").getAttribute("aria-hidden")).toBe("true");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const describedBy = input.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Industry type is required");
  });
});
