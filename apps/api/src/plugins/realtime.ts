import { REALTIME_NAMESPACE, type RealtimeEventName, type RealtimeMessage, ROLES } from "@portal/contracts";
import { createAdapter } from "@socket.io/postgres-adapter";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { type Namespace, Server, type Socket } from "socket.io";
import type { AppContext } from "../context.js";
import type { DatabaseConnection } from "../db/database.js";
import {
  findSessionUser,
  SESSION_REVOKED_CHANNEL,
  type SessionRevocation,
} from "../modules/account/account.repository.js";
import { parseRevocation } from "./auth.js";

export type Realtime = {
  /** Sends an event to every live socket of one registered user, on whichever process holds them. */
  emitToUser: (userId: number, event: RealtimeEventName, message: RealtimeMessage) => void;
  /**
   * Sends an event to the live sockets of one session. Visitors are one Anonymous user per e-mail, and whoever
   * types an e-mail gets a session of it: a visitor's session hears only about what it asked for itself.
   */
  emitToSession: (sessionId: string, event: RealtimeEventName, message: RealtimeMessage) => void;
};

export type RealtimeHub = Realtime & {
  /** Stops following session revocations; the sockets themselves close with the server. */
  stop: () => Promise<void>;
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

/** Carries an event to the other processes, each of which delivers it to its own sockets after checking them. */
const DELIVER_ELSEWHERE = "portal:deliver";

type SocketIdentity = { userId: number; sessionId: string };

const identityOf = (socket: Socket): SocketIdentity => socket.data as SocketIdentity;

const isRevokedBy = (identity: SocketIdentity, revocation: SessionRevocation) =>
  "sessionId" in revocation ? identity.sessionId === revocation.sessionId : identity.userId === revocation.userId;

/**
 * The Socket.IO hub. Clients connect to the negotiated namespace with a short-lived realtime token and join their
 * user's room (a visitor, its session's). A socket lives no longer than its session: every revocation (Logout,
 * LogoutAll, a password reset, a role change, a deletion, a completed visitor registration) is announced on
 * SESSION_REVOKED_CHANNEL, and each process disconnects its own sockets of that session or user; and since a
 * notice can be missed while the LISTEN connection is down, each socket's session is checked again before every
 * event it is sent, which carries signed download links. On PostgreSQL the adapter carries events between
 * processes, so an event raised by one API or worker process reaches sockets held by another.
 */
export async function registerRealtime(
  app: FastifyInstance,
  ctx: Pick<AppContext, "db" | "signer">,
  database: DatabaseConnection,
): Promise<RealtimeHub> {
  const io = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    pingInterval: 15_000,
    pingTimeout: 30_000,
  });
  if (database.pool) io.adapter(createAdapter(releasingEndedClients(database.pool), { heartbeatInterval: 5_000 }));

  const namespace: Namespace = io.of(REALTIME_NAMESPACE);
  namespace.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === "string" ? socket.handshake.auth.token : undefined;
    const claims = token ? await ctx.signer.verify(token, "realtime") : undefined;
    const user = claims ? await findSessionUser(ctx.db, claims.sessionId, claims.userId) : undefined;
    if (!claims || !user) return next(new Error("unauthorized"));
    const identity: SocketIdentity = { userId: user.id, sessionId: claims.sessionId };
    socket.data = identity;
    await socket.join(user.role === ROLES.anonymous ? sessionRoom(claims.sessionId) : userRoom(user.id));
    next();
  });

  const isLive = async (socket: Socket) => {
    const { sessionId, userId } = identityOf(socket);
    return (await findSessionUser(ctx.db, sessionId, userId)) !== undefined;
  };

  /** This process's sockets in the room: the live ones get the event, the others are closed. */
  const deliverHere = async (room: string, event: RealtimeEventName, message: RealtimeMessage) => {
    const inRoom = [...namespace.sockets.values()].filter((socket) => socket.rooms.has(room));
    await Promise.all(
      inRoom.map(async (socket) => {
        if (await isLive(socket)) socket.emit(event, message);
        else socket.disconnect(true);
      }),
    );
  };
  namespace.on(DELIVER_ELSEWHERE, (room: string, event: RealtimeEventName, message: RealtimeMessage) => {
    void deliverHere(room, event, message).catch((error: unknown) =>
      app.log.error({ err: error }, "realtime delivery failed"),
    );
  });
  const deliver = (room: string, event: RealtimeEventName, message: RealtimeMessage) => {
    // Without the PostgreSQL adapter there is no other process to tell.
    if (database.pool) namespace.serverSideEmit(DELIVER_ELSEWHERE, room, event, message);
    void deliverHere(room, event, message).catch((error: unknown) =>
      app.log.error({ err: error }, "realtime delivery failed"),
    );
  };

  const closeRevoked = (revocation: SessionRevocation | undefined) => {
    for (const socket of namespace.sockets.values()) {
      if (revocation) {
        if (isRevokedBy(identityOf(socket), revocation)) socket.disconnect(true);
        continue;
      }
      // A notice this version cannot read: check every socket.
      void isLive(socket)
        .then((live) => live || socket.disconnect(true))
        .catch((error: unknown) => app.log.error({ err: error }, "realtime session check failed"));
    }
  };
  const revocations = await database.listen(
    SESSION_REVOKED_CHANNEL,
    (payload) => closeRevoked(parseRevocation(payload)),
    // Notices sent while the connection was down are lost: check every socket once it is back.
    (isListening) => isListening && closeRevoked(undefined),
  );

  // Open sockets are connections too: the HTTP server cannot finish closing while a client holds one.
  app.addHook("preClose", async () => {
    io.engine.close();
  });
  // Releases the adapter's LISTEN client back to the pool, which closes after this.
  app.addHook("onClose", async () => {
    await io.close();
  });

  return {
    emitToUser: (userId, event, message) => deliver(userRoom(userId), event, message),
    emitToSession: (sessionId, event, message) => deliver(sessionRoom(sessionId), event, message),
    stop: () => revocations.stop(),
  };
}
