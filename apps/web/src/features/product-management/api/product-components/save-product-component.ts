import { type ProductComponent, ProductComponentSchema, type ProductComponentValues } from "@portal/contracts";
import { CHANGED_BY } from "../catalogue-dependencies";
import { catalogueSave, entitySaveTexts } from "../catalogue-save";

const productComponentSave = catalogueSave<ProductComponentValues, ProductComponent>({
  path: "/product-components",
  schema: ProductComponentSchema,
  texts: entitySaveTexts("product component", "Product Component"),
});

export const useCreateProductComponent = () => productComponentSave.useCreate(CHANGED_BY.productComponent);
export const useUpdateProductComponent = () => productComponentSave.useUpdate(CHANGED_BY.productComponent);
