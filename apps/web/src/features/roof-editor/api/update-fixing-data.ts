import { type RoofFixingData, RoofFixingDataSchema, type RoofFixingInput } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { reportToCaller } from "./failures";

/** PUT /roof-fixing at the version the section was read at (409 when it has moved on). Every save recalculates the roof on the server. */
export function updateFixingData(body: RoofFixingInput): Promise<RoofFixingData> {
  return apiRequest("/roof-fixing", { method: "PUT", body, schema: RoofFixingDataSchema, onError: reportToCaller });
}
