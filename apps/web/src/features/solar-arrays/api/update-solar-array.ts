import { type SolarArray, SolarArraySchema, type SolarArrayUpdateValues } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { reportToCaller } from "./failures";

/**
 * PUT /roof-solar-arrays/{id}: the whole design at the version it was read at. A 409 (moved on) or 400 (the
 * server refuses the layout) goes back to the designer, which says so and keeps what the user drew.
 */
export function updateSolarArray(arrayId: number, body: SolarArrayUpdateValues): Promise<SolarArray> {
  return apiRequest(`/roof-solar-arrays/${arrayId}`, {
    method: "PUT",
    body,
    schema: SolarArraySchema,
    onError: reportToCaller,
  });
}
