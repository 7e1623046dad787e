import { ColourInputSchema, ColourSchema, FinishInputSchema, FinishSchema } from "@portal/contracts";
import type { AppContext } from "../../../context.js";
import type { ZodApp } from "../../../lib/zod-app.js";
import { registerCrud, withContext } from "../shared/crud.js";
import * as service from "./finishes-colours.service.js";

/** /finishes and /colours (spec 03 §7.1). */
export function registerFinishesAndColours(app: ZodApp, ctx: AppContext): void {
  registerCrud(app, {
    base: "/finishes",
    entity: "Finish",
    input: FinishInputSchema,
    response: FinishSchema,
    service: {
      list: () => service.listFinishes(ctx),
      get: (id) => service.getFinish(ctx, id),
      create: (user, input) => service.createFinish(ctx, user, input),
      update: (user, id, input) => service.updateFinish(ctx, user, id, input),
      remove: (id) => service.deleteFinish(ctx, id),
    },
  });
  registerCrud(app, {
    base: "/colours",
    entity: "Colour",
    input: ColourInputSchema,
    response: ColourSchema,
    service: {
      list: () => service.listColours(ctx),
      ...withContext(ctx, service.colourResource),
    },
  });
}
