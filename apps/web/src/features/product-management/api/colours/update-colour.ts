import { type Colour, ColourSchema, type ColourValues, entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateColour({ id, values }: { id: number; values: ColourValues }): Promise<Colour> {
  return requestCatalogueWrite(`/colours/${id}`, {
    method: "PUT",
    body: values,
    schema: ColourSchema,
    failure: entityMessages.updateFailed("colour"),
  });
}

export function useUpdateColour() {
  return useCatalogueMutation({
    mutationFn: updateColour,
    success: entityMessages.updated("Colour"),
    invalidates: CHANGED_BY.colour,
  });
}
