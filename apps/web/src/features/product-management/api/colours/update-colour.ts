import { type Colour, ColourSchema, type ColourValues, entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { type EntityChange, putCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateColour({ id, values }: EntityChange<ColourValues>): Promise<Colour> {
  return putCatalogue(`/colours/${id}`, values, ColourSchema, entityMessages.updateFailed("colour"));
}

export function useUpdateColour() {
  return useCatalogueMutation(updateColour, entityMessages.updated("Colour"), CHANGED_BY.colour);
}
