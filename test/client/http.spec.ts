// The request engine against the emulator over real HTTP on loopback: auth, team scoping,
// typed errors, retries, pacing and redaction.
import { expect } from "chai";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import {
  createClient,
  ForbiddenError,
  NotFoundError,
  ConflictError,
  ServerError,
  type VercelClient,
} from "../../provider/client";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";

/** Retries without real waiting, so tests stay fast; the policy under test is the same. */
const FAST_RETRY = { baseDelayMs: 1, maxDelayMs: 20 };

/** A loopback port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("client request engine", () => {
  const emulator = useEmulator();
  let client: VercelClient;
  let logLines: string[];

  beforeEach(() => {
    logLines = [];
    client = createClient({
      baseUrl: emulator.url,
      token: emulator.token,
      team: emulator.teamId,
      retry: FAST_RETRY,
      log: (line) => logLines.push(line),
    });
  });

  it("creates, reads, updates and deletes a project in the configured team", async () => {
    const created = await client.projects.create({ name: "engine-site", buildCommand: "make" });
    expect(created.accountId).to.equal(emulator.teamId);
    expect((await client.projects.get("engine-site")).id).to.equal(created.id);
    const updated = await client.projects.update(created.id, { buildCommand: null });
    expect(updated.buildCommand).to.equal(null);
    await client.projects.delete(created.id);
    expect(await client.projects.find(created.id)).to.equal(undefined);
  });

  it("scopes by slug when the team is not an id", async () => {
    const bySlug = client.forTeam(emulator.teamSlug);
    const created = await bySlug.projects.create({ name: "slug-site" });
    expect(created.accountId).to.equal(emulator.teamId);
  });

  it("raises typed errors carrying the API's code and message", async () => {
    const missing = await rejection(client.projects.get("nope"));
    expect(missing).to.be.instanceOf(NotFoundError).and.include({ status: 404, code: "not_found" });

    await client.projects.create({ name: "twice" });
    const conflict = await rejection(client.projects.create({ name: "twice" }));
    expect(conflict).to.be.instanceOf(ConflictError).and.include({ status: 409, code: "conflict" });
    expect(conflict.message).to.include("POST /v11/projects");
  });

  it("never puts the token in an error or a log line", async () => {
    const stranger = createClient({
      baseUrl: emulator.url,
      token: "not-the-right-token-123",
      retry: FAST_RETRY,
    });
    const denied = await rejection(stranger.projects.get("x"));
    expect(denied).to.be.instanceOf(ForbiddenError);
    expect(denied.message).not.to.include("not-the-right-token-123");

    await client.projects.find("anything");
    expect(logLines.length).to.be.greaterThan(0);
    expect(logLines.join("\n")).not.to.include(emulator.token);
  });

  it("retries 429 honouring Retry-After, then succeeds", async () => {
    await client.projects.create({ name: "limited" });
    await emulator.admin.addFault({
      method: "GET",
      route: "/v9/projects/:idOrName",
      status: 429,
      retryAfter: 0,
      times: 2,
    });
    const project = await client.projects.get("limited");
    expect(project.name).to.equal("limited");
    const { counts } = await emulator.admin.requestCounts();
    expect(counts["GET /v9/projects/:idOrName"]).to.equal(3);
    expect(logLines.filter((line) => line.includes("retrying"))).to.have.length(2);
  });

  it("retries a 5xx on an idempotent call but gives up after the retry budget", async () => {
    await emulator.admin.addFault({
      method: "GET",
      route: "/v9/projects/:idOrName",
      status: 503,
      times: 100,
    });
    const limited = createClient({
      baseUrl: emulator.url,
      token: emulator.token,
      retry: { ...FAST_RETRY, maxRetries: 2 },
    });
    const error = await rejection(limited.projects.get("whatever"));
    expect(error).to.be.instanceOf(ServerError).and.include({ status: 503 });
    const { counts } = await emulator.admin.requestCounts();
    expect(counts["GET /v9/projects/:idOrName"]).to.equal(3);
  });

  it("does not retry a create blindly: after a dropped response it finds the created project", async () => {
    await emulator.admin.addFault({ method: "POST", route: "/v11/projects", dropResponse: true });
    const project = await client.projects.create({ name: "dropped-response" });
    expect(project.name).to.equal("dropped-response");
    const { counts } = await emulator.admin.requestCounts();
    expect(counts["POST /v11/projects"]).to.equal(1);
    const all = await emulator.admin.api("GET", `/v10/projects?teamId=${emulator.teamId}`);
    expect((all.body as { projects: unknown[] }).projects).to.have.length(1);
  });

  it("creates again after a 5xx when the lookup finds nothing", async () => {
    await emulator.admin.addFault({ method: "POST", route: "/v11/projects", status: 500 });
    const project = await client.projects.create({ name: "after-500" });
    expect(project.name).to.equal("after-500");
    const { counts } = await emulator.admin.requestCounts();
    expect(counts["POST /v11/projects"]).to.equal(2);
    expect(counts["GET /v9/projects/:idOrName"]).to.equal(1);
  });

  it("retries a request that never left the machine (connection refused)", async () => {
    const closed = createClient({
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      token: "t0ken-value",
      retry: { ...FAST_RETRY, maxRetries: 1 },
    });
    const error = await rejection(closed.projects.get("x"));
    expect(error.name).to.equal("ConnectionError");
    expect(error).to.have.property("notSent", true);
  });
});
