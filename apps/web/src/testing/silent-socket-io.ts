/**
 * A stand-in for socket.io-client in page tests that start realtime but push no events through the socket
 * (they dispatch them directly): `vi.mock("socket.io-client", () => import("@/testing/silent-socket-io"))`.
 */
export function io() {
  const socket = {
    on: () => socket,
    onAny: () => socket,
    offAny: () => socket,
    connect: () => socket,
    disconnect: () => socket,
  };
  return socket;
}
