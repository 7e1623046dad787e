/**
 * How the documents write numbers, units and dates: UK conventions, sensible precision, a unit on every value.
 */

const LONDON_DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** dd/MM/yyyy HH:mm in UK time (GMT or BST as the date falls), whatever the server's zone. */
export function formatUkDateTime(iso: string): string {
  const parts = Object.fromEntries(
    LONDON_DATE_TIME.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A number with at most `decimals` decimals, thousands separated ("1,234.5"). */
export function formatNumber(value: number, decimals = 2): string {
  return value.toLocaleString("en-GB", { maximumFractionDigits: decimals, minimumFractionDigits: 0 });
}

/**
 * A pack's size as the catalogue stores it (a 4.8 m batten pack prints 4.8, not 5), so the quantity divided by it
 * gives the packs printed beside it.
 */
export function formatPackQuantity(packQuantity: number): string {
  return formatNumber(packQuantity, 3);
}

/** A number with exactly `decimals` decimals, for columns whose figures must line up. */
export function formatFixed(value: number, decimals: number): string {
  return value.toLocaleString("en-GB", { maximumFractionDigits: decimals, minimumFractionDigits: decimals });
}

/** A bill of quantities' quantity: whole numbers as they are, lengths and areas to the centimetre. */
export const formatQuantity = (quantity: number) =>
  Number.isInteger(quantity) ? formatNumber(quantity, 0) : formatFixed(quantity, 2);

export const formatPa = (pascals: number) => `${formatNumber(Math.round(pascals), 0)} Pa`;
export const formatMetres = (metres: number) => `${formatFixed(metres, 2)} m`;
export const formatSquareMetres = (squareMetres: number) => `${formatFixed(squareMetres, 2)} m²`;
export const formatMillimetres = (millimetres: number) => `${formatNumber(millimetres, 0)} mm`;
export const formatDegrees = (degrees: number) => `${formatNumber(degrees, 1)}°`;

/** A trace value as a reader checks it by hand: six significant figures, no float noise. */
export function formatTraceValue(value: number | string | boolean, unit: string): string {
  const text =
    typeof value === "number"
      ? formatNumber(Number(value.toPrecision(6)), 6)
      : typeof value === "boolean"
        ? value
          ? "yes"
          : "no"
        : value;
  return unit === "" || unit === "-" ? text : `${text} ${unit}`;
}
