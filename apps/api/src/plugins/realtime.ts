import { REALTIME_NAMESPACE, type RealtimeEventName, type RealtimeMessage, ROLES } from "@portal/contracts";
import { createAdapter } from "@socket.io/postgres-adapter";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { Server } from "socket.io";
import type { AppContext } from "../context.js";
import type { DatabaseConnection } from "../db/database.js";
import { findSessionUser } from "../modules/account/account.repository.js";

export type Realtime = {
  /** Sends an event to every socket of one registered user, on whichever process holds them. */
  emitToUser: (userId: number, event: RealtimeEventName, message: RealtimeMessage) => void;
  /**
   * Sends an event to the sockets of one visitor's session. Visitors are one Anonymous user per e-mail, and
   * whoever types an e-mail gets a session of it: a session hears only about what it made itself.
   */
  emitToSession: (sessionId: string, event: RealtimeEventName, message: RealtimeMessage) => void;
};

/**
 * The pool as the adapter should see it. The adapter holds one client for LISTEN; when the database ends that
 * connection (a restart, an outage) it takes a new client but never releases the dead one, and the pool, still
 * counting it as checked out, can then never close: every stop after an outage would wait for the forced exit.
 * Here a client that ends is handed back (and destroyed) at once.
 */
function releasingEndedClients(pool: pg.Pool): pg.Pool {
  return new Proxy(pool, {
    get(target, property) {
      if (property === "connect") {
        return async () => {
          const client = await target.connect();
          client.once("end", () => client.release(true));
          return client;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * The Socket.IO hub. Clients connect to the negotiated namespace with a short-lived realtime token and join
 * their user's room. On PostgreSQL the adapter carries events between processes (LISTEN/NOTIFY), so an event
 * raised by one API or worker process reaches sockets held by another.
 */
export function registerRealtime(
  app: FastifyInstance,
  ctx: Pick<AppContext, "db" | "signer">,
  database: DatabaseConnection,
): Realtime {
  const io = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    pingInterval: 15_000,
    pingTimeout: 30_000,
  });
  if (database.pool) io.adapter(createAdapter(releasingEndedClients(database.pool), { heartbeatInterval: 5_000 }));

  const namespace = io.of(REALTIME_NAMESPACE);
  namespace.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === "string" ? socket.handshake.auth.token : undefined;
    const claims = token ? await ctx.signer.verify(token, "realtime") : undefined;
    const user = claims ? await findSessionUser(ctx.db, claims.sessionId, claims.userId) : undefined;
    if (!claims || !user) return next(new Error("unauthorized"));
    socket.data.userId = user.id;
    await socket.join(user.role === ROLES.anonymous ? sessionRoom(claims.sessionId) : userRoom(user.id));
    next();
  });

  // Open sockets are connections too: the HTTP server cannot finish closing while a client holds one.
  app.addHook("preClose", async () => {
    io.engine.close();
  });
  // Releases the adapter's LISTEN client back to the pool, which closes after this.
  app.addHook("onClose", async () => {
    await io.close();
  });

  return {
    emitToUser(userId, event, message) {
      namespace.to(userRoom(userId)).emit(event, message);
    },
    emitToSession(sessionId, event, message) {
      namespace.to(sessionRoom(sessionId)).emit(event, message);
    },
  };
}
