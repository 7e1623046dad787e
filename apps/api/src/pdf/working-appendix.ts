/**
 * The Improved Fixing Spec's appendix: the calculation's full working as readable tables, one per section of the
 * trace (inputs; each step's symbol, formula, value with unit and clause; the decisions taken and why).
 */
import type { Trace } from "@portal/engine";
import { formatTraceValue } from "./format.js";
import { COLOURS, table } from "./page-frame.js";
import type { Content } from "./pdfmake-types.js";

/** A section of the working numbered like its place in the trace ("A.2.1"), then its own sections. */
function sectionContent(trace: Trace, number: string): Content[] {
  const title = `${number} ${trace.title}`;
  // The section's heading rides on its first table, so it never ends a page apart from its working.
  let heading: { title?: string; titleNote?: string } = { title, titleNote: trace.reference };
  const takeHeading = () => {
    const taken = heading;
    heading = {};
    return taken;
  };
  const content: Content[] = [];
  if (trace.inputs.length > 0) {
    content.push(
      table(
        [
          { header: "Input", width: "*" },
          { header: "Value", width: 90, isNumeric: true },
          { header: "Note", width: 160 },
        ],
        trace.inputs.map((input) => [
          input.name,
          formatTraceValue(input.value, input.unit),
          { text: input.note ?? "", fontSize: 7, color: COLOURS.muted },
        ]),
        takeHeading(),
      ),
    );
  }
  if (trace.steps.length > 0) {
    content.push(
      table(
        [
          { header: "Symbol", width: 52 },
          { header: "Description and formula", width: "*" },
          { header: "Value", width: 72, isNumeric: true },
          { header: "Reference", width: 100 },
        ],
        trace.steps.map((step) => [
          { text: step.symbol, bold: true },
          {
            stack: [
              { text: step.description },
              ...(step.formula ? [{ text: `= ${step.formula}`, fontSize: 7, color: COLOURS.muted }] : []),
            ],
          },
          formatTraceValue(step.value, step.unit),
          { text: step.reference, fontSize: 7, color: COLOURS.muted },
        ]),
        takeHeading(),
      ),
    );
  }
  if (trace.decisions.length > 0) {
    content.push(
      table(
        [
          { header: "Decision", width: 150 },
          { header: "Reason", width: "*" },
          { header: "Reference", width: 100 },
        ],
        trace.decisions.map((decision) => [
          { text: decision.decision, bold: true },
          decision.reason,
          { text: decision.reference, fontSize: 7, color: COLOURS.muted },
        ]),
        takeHeading(),
      ),
    );
  }
  if (heading.title !== undefined) {
    content.unshift({ text: title, style: "h2" }, { text: trace.reference, style: "note", margin: [0, -2, 0, 4] });
  }
  trace.sections.forEach((section, index) => {
    content.push(...sectionContent(section, `${number}.${index + 1}`));
  });
  return content;
}

/** The full working of one roof's calculation. */
export function workingAppendix(trace: Trace, appendixNumber: string): Content[] {
  return trace.sections.length === 0
    ? sectionContent(trace, appendixNumber)
    : trace.sections.flatMap((section, index) => sectionContent(section, `${appendixNumber}.${index + 1}`));
}
