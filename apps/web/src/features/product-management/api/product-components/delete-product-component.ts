import { entityMessages } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { deleteCatalogue } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function deleteProductComponent(id: number) {
  return deleteCatalogue(`/product-components/${id}`, entityMessages.deleteFailed("product component"));
}

export function useDeleteProductComponent() {
  const success = entityMessages.deleted("Product Component");
  return useCatalogueMutation(deleteProductComponent, success, CHANGED_BY.productComponent);
}
