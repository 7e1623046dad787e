import { describe, expect, it } from "vitest";
import { callApi, type ServerProcess, stoppedAfterEach, testDatabaseName } from "./server-process.js";

const { freshServerData, startSignedIn } = stoppedAfterEach();

/** Enough writers that some are always mid-request, few enough for two shared cores. */
const WRITERS = 6;
/** Acknowledged writes before the kill: well into the stream, with every writer busy. */
const ACKNOWLEDGED_BEFORE_KILL = 120;
const POST_CODE = "YO1 7HH";

type WrittenProject = {
  id: number;
  /** The last state the server acknowledged. */
  acknowledged: { name: string; version: number };
  /** An update sent but never answered: the kill may have come before or after its commit. */
  unanswered?: { name: string; version: number };
};

type ProjectAnswer = { id: number; name: string; version: number; postCode: string | null };

/**
 * Writers that create projects and rename each once, as fast as the server answers, until a request fails
 * (the server was killed). Only answered writes count as acknowledged.
 */
function writeUntilKilled(server: ServerProcess, token: string, onAcknowledged: () => void) {
  const projects: WrittenProject[] = [];
  let unansweredCreations = 0;
  let acknowledgedWrites = 0;
  const acknowledge = () => {
    acknowledgedWrites += 1;
    onAcknowledged();
  };

  async function writer(writerNumber: number) {
    for (let sequence = 1; ; sequence += 1) {
      const name = `Durable ${writerNumber}-${sequence}`;
      unansweredCreations += 1;
      const created = await callApi(server, token, "POST", "/projects", { name, postCode: POST_CODE });
      if (created.status !== 201) throw new Error(`a create answered ${created.status}`);
      unansweredCreations -= 1;
      const project: WrittenProject = { id: (created.body as { id: number }).id, acknowledged: { name, version: 1 } };
      projects.push(project);
      acknowledge();

      const renamed = `${name} renamed`;
      project.unanswered = { name: renamed, version: 2 };
      const updated = await callApi(server, token, "PUT", "/projects", {
        id: project.id,
        name: renamed,
        postCode: POST_CODE,
        version: 1,
      });
      if (updated.status !== 200) throw new Error(`an update answered ${updated.status}`);
      const answer = updated.body as ProjectAnswer;
      if (answer.name !== renamed || answer.version !== 2) {
        throw new Error(`an update answered ${JSON.stringify(answer)}`);
      }
      project.acknowledged = { name: renamed, version: 2 };
      delete project.unanswered;
      acknowledge();
    }
  }

  const stopped = Promise.all(
    Array.from({ length: WRITERS }, (_, index) =>
      writer(index + 1).then(
        () => "finished",
        (error: unknown) => error,
      ),
    ),
  );
  return {
    projects,
    acknowledgedWrites: () => acknowledgedWrites,
    unansweredCreations: () => unansweredCreations,
    /** Resolves with why each writer stopped. */
    stopped,
  };
}

describe(`acknowledged writes and a kill -9 (${testDatabaseName})`, () => {
  it("keeps every acknowledged create and update, intact, after the server is killed in the middle of a stream of writes", async () => {
    const data = await freshServerData("portal-kill-writes");
    const { server, token } = await startSignedIn(data);

    const writes = writeUntilKilled(server, token, () => {
      if (writes.acknowledgedWrites() === ACKNOWLEDGED_BEFORE_KILL) server.child.kill("SIGKILL");
    });
    const stopReasons = await writes.stopped;
    await server.exited;
    expect(server.child.signalCode).toBe("SIGKILL");
    // Every writer stopped because the server went away, not because a write was refused.
    for (const reason of stopReasons) {
      expect(reason).toBeInstanceOf(Error);
      expect(String(reason)).not.toMatch(/answered/);
    }
    expect(writes.acknowledgedWrites()).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    const { server: restarted, token: restartedToken } = await startSignedIn(data);
    const lost: string[] = [];
    for (const project of writes.projects) {
      const found = await callApi(restarted, restartedToken, "GET", `/projects/${project.id}`);
      const answer = found.body as ProjectAnswer;
      const expected = [project.acknowledged, ...(project.unanswered ? [project.unanswered] : [])];
      const isIntact =
        found.status === 200 &&
        answer.postCode === POST_CODE &&
        expected.some((state) => state.name === answer.name && state.version === answer.version);
      if (!isIntact) {
        lost.push(
          `project ${project.id}: expected ${JSON.stringify(expected)}, found ${found.status} ${JSON.stringify(answer)}`,
        );
      }
    }
    expect(lost, `${lost.length} of ${writes.acknowledgedWrites()} acknowledged writes lost`).toEqual([]);

    // Creations in flight at the kill may or may not have been committed; no others may appear.
    const page = await callApi(restarted, restartedToken, "GET", "/projects/paginated");
    expect(page.status).toBe(200);
    const { totalCount } = page.body as { totalCount: number };
    expect(totalCount).toBeGreaterThanOrEqual(writes.projects.length);
    expect(totalCount).toBeLessThanOrEqual(writes.projects.length + writes.unansweredCreations());

    // The database took new writes after the crash.
    const created = await callApi(restarted, restartedToken, "POST", "/projects", { name: "After the crash" });
    expect(created.status).toBe(201);
    const createdId = (created.body as { id: number }).id;
    const renamed = await callApi(restarted, restartedToken, "PUT", "/projects", {
      id: createdId,
      name: "After the crash, renamed",
      version: 1,
    });
    expect(renamed.status).toBe(200);
    expect((renamed.body as ProjectAnswer).version).toBe(2);
  }, 120_000);
});
