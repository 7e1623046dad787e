import { entityMessages, MessageResponseSchema } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteProductComponent(id: number): Promise<{ message: string }> {
  return requestCatalogueWrite(`/product-components/${id}`, {
    method: "DELETE",
    schema: MessageResponseSchema,
    failure: entityMessages.deleteFailed("product component"),
  });
}

export function useDeleteProductComponent() {
  return useCatalogueMutation({
    mutationFn: deleteProductComponent,
    success: entityMessages.deleted("Product Component"),
    invalidates: CHANGED_BY.productComponent,
  });
}
