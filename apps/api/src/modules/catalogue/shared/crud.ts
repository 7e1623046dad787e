import { entityMessages, IdParamsSchema, MessageResponseSchema } from "@portal/contracts";
import { z } from "zod";
import type { AppContext } from "../../../context.js";
import { errorResponses } from "../../../errors.js";
import type { ZodApp } from "../../../lib/zod-app.js";
import type { RouteAccess } from "../../../plugins/auth.js";
import { type AuthenticatedUser, currentUser } from "../../../plugins/auth.js";
import { manageCatalogue, readCatalogue } from "./catalogue.policy.js";
import type { RowService } from "./row-service.js";
import { assertSameId, bodyId } from "./write-guard.js";

/** A catalogue write also answers 409 when it would repeat a natural key or remove a row still in use. */
export const CATALOGUE_ERRORS = errorResponses(400, 401, 403, 404, 409);

/** A row service's calls with the app context filled in, as `registerCrud` takes them. */
export function withContext<Input, Output>(ctx: AppContext, resource: RowService<Input, Output>) {
  return {
    get: (id: number) => resource.get(ctx, id),
    create: (user: AuthenticatedUser, input: Input) => resource.create(ctx, user, input),
    update: (user: AuthenticatedUser, id: number, input: Input) => resource.update(ctx, user, id, input),
    remove: (id: number) => resource.remove(ctx, id),
  };
}

type Service<Input, Output> = {
  /** Without it no list route is registered: another route owns the list call. */
  list?: () => Promise<Output[]>;
  get: (id: number) => Promise<Output>;
  create: (user: AuthenticatedUser, input: Input) => Promise<Output>;
  update: (user: AuthenticatedUser, id: number, input: Input) => Promise<Output>;
  remove: (id: number) => Promise<void>;
};

/**
 * The generic reference resource of spec 03 §7.1: list, get by id, create (POST), update (PUT {base} with the
 * id in the body, or PUT {base}/{id}) and delete. Reads follow `readAccess`; writes are for administrators.
 */
export function registerCrud<InputSchema extends z.ZodType<{ id?: number | undefined }>, Output>(
  app: ZodApp,
  options: {
    base: string;
    entity: string;
    input: InputSchema;
    /** Checks every body at run time (kept untyped here: Fastify cannot relate a generic to it). */
    response: z.ZodType;
    service: Service<z.output<InputSchema>, Output>;
    readAccess?: RouteAccess;
  },
): void {
  const { base, input, response, service } = options;
  const readAccess = options.readAccess ?? readCatalogue;
  const deletedMessage = entityMessages.deleted(options.entity);
  // The route's body schema is `input` and Fastify has validated the body with it before the handler runs;
  // Fastify's types cannot carry a generic schema through to the handler, so the output type is named here.
  const validatedBody = (body: unknown) => body as z.output<InputSchema>;

  const { list } = service;
  if (list) {
    app.get(
      base,
      { config: { access: readAccess }, schema: { response: { 200: z.array(response), ...CATALOGUE_ERRORS } } },
      async () => list(),
    );
  }
  app.get(
    `${base}/:id`,
    {
      config: { access: readAccess },
      schema: { params: IdParamsSchema, response: { 200: response, ...CATALOGUE_ERRORS } },
    },
    async (request) => service.get(request.params.id),
  );
  app.post(
    base,
    {
      config: { access: manageCatalogue },
      schema: { body: input, response: { 201: response, ...CATALOGUE_ERRORS } },
    },
    async (request, response201) => {
      const values = validatedBody(request.body);
      return response201.status(201).send(await service.create(currentUser(request), values));
    },
  );
  app.put(
    base,
    {
      config: { access: manageCatalogue },
      schema: { body: input, response: { 200: response, ...CATALOGUE_ERRORS } },
    },
    async (request) => {
      const values = validatedBody(request.body);
      return service.update(currentUser(request), bodyId(values.id), values);
    },
  );
  app.put(
    `${base}/:id`,
    {
      config: { access: manageCatalogue },
      schema: { params: IdParamsSchema, body: input, response: { 200: response, ...CATALOGUE_ERRORS } },
    },
    async (request) => {
      const values = validatedBody(request.body);
      assertSameId(request.params.id, values.id);
      return service.update(currentUser(request), request.params.id, values);
    },
  );
  app.delete(
    `${base}/:id`,
    {
      config: { access: manageCatalogue },
      schema: { params: IdParamsSchema, response: { 200: MessageResponseSchema, ...CATALOGUE_ERRORS } },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { message: deletedMessage };
    },
  );
}
