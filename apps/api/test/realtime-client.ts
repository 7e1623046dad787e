import type { AddressInfo } from "node:net";
import type { RealtimeMessage } from "@portal/contracts";
import { io, type Socket } from "socket.io-client";
import type { TestApp } from "./build-app.js";

/** Listens on a free port so real sockets can connect; answers the origin. */
export async function listen(testApp: TestApp): Promise<string> {
  await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
}

export async function negotiate(testApp: TestApp, authToken: string): Promise<{ url: string; accessToken: string }> {
  const response = await testApp.request({ method: "POST", url: "/api/v1/signalr/negotiate", token: authToken });
  if (response.statusCode !== 200) throw new Error(`negotiate failed: ${response.statusCode}`);
  return response.json();
}

const openSockets: Socket[] = [];

export function connect(origin: string, namespaceUrl: string, accessToken: string): Promise<Socket> {
  const socket = io(`${origin}${namespaceUrl}`, {
    auth: { token: accessToken },
    transports: ["websocket"],
    reconnection: false,
  });
  openSockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on("connect", () => resolve(socket));
    socket.on("connect_error", (error) => reject(error));
  });
}

/** Negotiates as the user and connects to the negotiated namespace. */
export async function connectAs(testApp: TestApp, origin: string, authToken: string): Promise<Socket> {
  const negotiated = await negotiate(testApp, authToken);
  return connect(origin, negotiated.url, negotiated.accessToken);
}

export function nextEvent(socket: Socket, event: string, timeoutMs = 15_000): Promise<RealtimeMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} event within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (message: RealtimeMessage) => {
      clearTimeout(timer);
      resolve(message);
    });
  });
}

export function disconnectAll() {
  for (const socket of openSockets.splice(0)) socket.disconnect();
}
