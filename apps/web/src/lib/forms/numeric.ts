/**
 * Numeric text inputs (spec 01 §5.6) accept only digits, one decimal point and a leading minus, and strip
 * spaces. Anything else typed or pasted is dropped rather than rejected, so the rest of the input survives.
 */
export function filterNumericInput(raw: string): string {
  let result = "";
  let hasPoint = false;
  for (const character of raw.replace(/\s+/g, "")) {
    if (character >= "0" && character <= "9") result += character;
    else if (character === "." && !hasPoint) {
      hasPoint = true;
      result += character;
    } else if (character === "-" && result === "") result += character;
  }
  return result;
}
