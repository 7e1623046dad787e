import { NegotiateResponseSchema, REALTIME_NAMESPACE, REALTIME_TOKEN_MINUTES } from "@portal/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { errorResponses } from "../../errors.js";
import { currentUser } from "../../plugins/auth.js";

/** POST /api/v1/signalr/negotiate: where to connect and a short-lived token to connect with (DESIGN §5). */
export function realtimeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/signalr/negotiate",
      {
        config: { access: "authenticated" },
        schema: { response: { 200: NegotiateResponseSchema, ...errorResponses(401) } },
      },
      async (request) => {
        const user = currentUser(request);
        const accessToken = await ctx.signer.sign(
          { userId: user.id, sessionId: user.sessionId, role: user.role },
          REALTIME_TOKEN_MINUTES,
          ctx.clock.now(),
          "realtime",
        );
        return { url: REALTIME_NAMESPACE, accessToken };
      },
    );
  };
}
