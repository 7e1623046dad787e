import {
  entityMessages,
  type ProductComponent,
  ProductComponentSchema,
  type ProductComponentValues,
} from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { requestCatalogueWrite } from "../catalogue-request";
import { useCatalogueMutation } from "../use-catalogue-mutation";

export function updateProductComponent({
  id,
  values,
}: {
  id: number;
  values: ProductComponentValues;
}): Promise<ProductComponent> {
  return requestCatalogueWrite(`/product-components/${id}`, {
    method: "PUT",
    body: values,
    schema: ProductComponentSchema,
    failure: entityMessages.updateFailed("product component"),
  });
}

export function useUpdateProductComponent() {
  return useCatalogueMutation({
    mutationFn: updateProductComponent,
    success: entityMessages.updated("Product Component"),
    invalidates: CHANGED_BY.productComponent,
  });
}
