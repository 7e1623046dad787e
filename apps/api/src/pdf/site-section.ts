/** The site and wind data a Fixing Spec starts from: every value with where it came from and whether it is assumed. */
import type { ProjectSiteData, SiteValueSource } from "@portal/contracts";
import { SITE_INPUT_LABELS, siteValuesToConfirm } from "./conservative-assumptions.js";
import { formatNumber, formatPa } from "./format.js";
import { COLOURS, callout, keyValueTable, table } from "./page-frame.js";
import type { Content, TableCell } from "./pdfmake-types.js";

const SOURCE_WORDS: Record<SiteValueSource, string> = {
  "project-override": "Set by technical staff",
  official: "UK National Annex data",
  indicative: "Indicative (bundled table)",
  entered: "Entered",
  computed: "Computed",
  default: "Assumed",
};

function valueText(value: number | string | boolean | null, unit: string): string {
  if (value === null) return "Not used";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "string") return value.charAt(0).toUpperCase() + value.slice(1);
  return unit === "" ? formatNumber(value, 3) : `${formatNumber(value, 2)} ${unit}`;
}

export function siteSection(site: ProjectSiteData | null): Content[] {
  const heading: Content = { text: "Site and wind data", style: "h1" };
  if (site === null) {
    return [
      heading,
      callout([
        { text: "No site location", bold: true },
        {
          text: "The project has no postcode or map position, so the site's wind data could not be given. Each roof below states the wind values its calculation used.",
        },
      ]),
    ];
  }
  const { location } = site;
  const rows: TableCell[][] = (Object.keys(SITE_INPUT_LABELS) as Array<keyof typeof SITE_INPUT_LABELS>).map((key) => {
    const input = site.windInputs[key];
    const isAssumed = input.needsConfirmation;
    return [
      SITE_INPUT_LABELS[key],
      valueText(input.value, input.unit),
      {
        text: `${SOURCE_WORDS[input.source]}${isAssumed ? ": to confirm" : ""}`,
        color: isAssumed ? COLOURS.warning : COLOURS.ink,
        bold: isAssumed,
      },
      { text: input.detail, fontSize: 7, color: COLOURS.muted },
    ];
  });
  const toConfirm = siteValuesToConfirm(site);
  return [
    heading,
    keyValueTable(
      [
        [
          "Location",
          `${location.postcode ?? location.outcode ?? ""}${location.town ? `, ${location.town}` : ""} (${formatNumber(location.latitude, 5)}, ${formatNumber(location.longitude, 5)})`,
        ],
        ["National Grid", `E ${formatNumber(location.easting, 0)}, N ${formatNumber(location.northing, 0)}`],
        [
          "Peak velocity pressure qp",
          `${formatPa(site.peakVelocityPressure.peakVelocityPressurePa)} at the site's reference height of ${formatNumber(site.windInputs.referenceHeight.value, 1)} m${site.isIndicative ? " (indicative)" : ""}; each roof below uses qp at its own ridge height`,
        ],
      ],
      150,
    ),
    table(
      [
        { header: "Wind input", width: 120 },
        { header: "Value", width: 62, isNumeric: true },
        { header: "Source", width: 88 },
        { header: "Where it came from", width: "*" },
      ],
      rows,
    ),
    ...(toConfirm.length > 0 || site.isIndicative
      ? [
          callout([
            { text: "Assumed and indicative values", bold: true },
            {
              text: [
                toConfirm.length > 0 ? `To confirm on site: ${toConfirm.join("; ")}. ` : "",
                site.isIndicative
                  ? "The wind values are indicative: they come from bundled tables and are replaced by the official UK National Annex data when it is installed. "
                  : "",
                "Where a value was not given, the assumption that gives the higher wind load was taken.",
              ].join(""),
            },
          ]),
        ]
      : []),
    ...site.notes.map((note): Content => ({ text: note, style: "note" })),
  ];
}
