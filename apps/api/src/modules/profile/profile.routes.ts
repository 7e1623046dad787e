import { ProfileSchema, profileUpdateSchema } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { ENTITY_ERRORS } from "../../errors.js";
import { parseOrThrow } from "../../lib/validation.js";
import { currentUser } from "../../plugins/auth.js";
import { mustCompleteProfile, ownProfile } from "./profile.policy.js";
import * as profile from "./profile.service.js";

/**
 * Which profile fields are required depends on the caller's role, so the handler validates the body with the
 * caller's form of the contract schema (every message at once), the one the web form uses. The route declares
 * the widest form, an administrator's, for the API document and attaches rather than answers its verdict.
 */
const ProfileUpdateBodySchema = profileUpdateSchema({ isAdmin: true });
/** Everyone but an administrator gives the contact fields too. */
const CompleteProfileUpdateSchema = profileUpdateSchema({ isAdmin: false });

/** /api/v1/users/profile: the signed-in user's own profile (spec 02 §7). */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/users/profile",
      { config: { access: ownProfile }, schema: { response: { 200: ProfileSchema, ...ENTITY_ERRORS } } },
      async (request) => profile.getProfile(ctx, currentUser(request).id),
    );

    app.put(
      "/users/profile",
      {
        config: { access: ownProfile },
        attachValidation: true,
        schema: { body: ProfileUpdateBodySchema, response: { 200: ProfileSchema, ...ENTITY_ERRORS } },
      },
      async (request) => {
        const caller = currentUser(request);
        const schema = mustCompleteProfile(caller.role) ? CompleteProfileUpdateSchema : ProfileUpdateBodySchema;
        return profile.updateProfile(ctx, caller.id, parseOrThrow(schema, request.body));
      },
    );
  };
}
