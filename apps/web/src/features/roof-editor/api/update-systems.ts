import { type RoofSystems, type RoofSystemsInput, RoofSystemsSchema } from "@portal/contracts";
import { apiRequest } from "@/lib/api-client";
import { reportToCaller } from "./failures";

/** PUT /roof-system: one system per edge, in the server's field names. Every save recalculates the roof on the server. */
export function updateSystems(body: RoofSystemsInput): Promise<RoofSystems> {
  return apiRequest("/roof-system", { method: "PUT", body, schema: RoofSystemsSchema, onError: reportToCaller });
}
