// The request engine against the emulator over real HTTP on loopback: auth, team scoping,
// typed errors, retries counted by the emulator, create recovery and token redaction.
import { expect } from "chai";
import { z } from "zod";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ResponseShapeError,
  ServerError,
} from "../../provider/client";
import { createClient, type VercelClient } from "../../provider/families/client";
import { Project } from "../../schema/projects";
import { useEmulator } from "../support/emulator";
import { callsTo, emulatorClient, FAST_RETRY } from "./support/emulator-client";
import { rejection } from "../support/rejection";
import { closedPort } from "./support/loopback";

const PROJECT_ROUTE = "/v9/projects/:idOrName";

describe("client request engine", () => {
  const emulator = useEmulator();
  let client: VercelClient;
  let logLines: string[];

  beforeEach(() => {
    logLines = [];
    client = emulatorClient(emulator, (line) => logLines.push(line));
  });

  const count = (key: string): Promise<number> => callsTo(emulator, key);
  const projectsInTeam = async (): Promise<unknown[]> =>
    (await emulator.admin.api<{ projects: unknown[] }>("GET", `/v10/projects?teamId=${emulator.teamId}`)).body
      .projects;

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

  it("raises typed errors carrying the API's code, message, method, route and host", async () => {
    const missing = await rejection<NotFoundError>(client.projects.get("nope"));
    expect(missing).to.be.instanceOf(NotFoundError).and.include({
      status: 404,
      code: "not_found",
      method: "GET",
      path: "/v9/projects/{idOrName}",
      host: emulator.url,
    });
    expect(missing.apiMessage).to.be.a("string").and.not.equal("");

    await client.projects.create({ name: "twice" });
    const conflict = await rejection(client.projects.create({ name: "twice" }));
    expect(conflict).to.be.instanceOf(ConflictError).and.include({ status: 409, code: "conflict" });
    expect(conflict.message).to.include(`POST ${emulator.url} /v11/projects`);
  });

  it("redacts the token when the API echoes it in an error", async () => {
    await emulator.admin.addFault({
      route: PROJECT_ROUTE,
      status: 403,
      message: `token ${emulator.token} may not read this project`,
    });
    const denied = await rejection<ForbiddenError>(client.projects.get("x"));
    expect(denied).to.be.instanceOf(ForbiddenError);
    for (const text of [denied.message, denied.stack ?? "", denied.apiMessage]) {
      expect(text).not.to.include(emulator.token);
    }
    expect(denied.message).to.include("[REDACTED]");
  });

  it("redacts the token from log lines that quote an echoing error", async () => {
    await emulator.admin.addFault({
      route: PROJECT_ROUTE,
      status: 503,
      message: `upstream saw Authorization ${emulator.token}`,
    });
    await client.projects.find("anything");
    const retryLines = logLines.filter((line) => line.includes("retrying"));
    expect(retryLines).to.have.length(1);
    expect(retryLines[0]).to.include("[REDACTED]");
    expect(logLines.join("\n")).not.to.include(emulator.token);
  });

  it("retries 429 honouring Retry-After, then succeeds", async () => {
    await client.projects.create({ name: "limited" });
    await emulator.admin.addFault({
      method: "GET",
      route: PROJECT_ROUTE,
      status: 429,
      retryAfter: 0,
      times: 2,
    });
    const project = await client.projects.get("limited");
    expect(project.name).to.equal("limited");
    expect(await count(`GET ${PROJECT_ROUTE}`)).to.equal(3);
    expect(logLines.filter((line) => line.includes("retrying"))).to.have.length(2);
  });

  it("retries an idempotent PATCH after 5xx: exactly N failures plus one success", async () => {
    const created = await client.projects.create({ name: "patched" });
    await emulator.admin.addFault({ method: "PATCH", route: PROJECT_ROUTE, status: 502, times: 3 });
    const updated = await client.projects.update(created.id, { buildCommand: "make" });
    expect(updated.buildCommand).to.equal("make");
    expect(await count(`PATCH ${PROJECT_ROUTE}`)).to.equal(4);
  });

  it("sends a non-idempotent call exactly once after a 500", async () => {
    await emulator.admin.addFault({ method: "POST", route: "/v11/projects", status: 500, times: 5 });
    const error = await rejection(
      client.http.request({
        method: "POST",
        idempotent: false,
        path: "/v11/projects",
        body: { name: "once-only" },
        response: Project,
      }),
    );
    expect(error).to.be.instanceOf(ServerError);
    expect(await count("POST /v11/projects")).to.equal(1);
  });

  it("retries a non-idempotent call after 429: the server refused it before processing", async () => {
    await emulator.admin.addFault({ method: "POST", route: "/v11/projects", status: 429, retryAfter: 0 });
    const created = await client.http.request({
      method: "POST",
      idempotent: false,
      path: "/v11/projects",
      body: { name: "after-429" },
      response: Project,
    });
    expect(created.name).to.equal("after-429");
    expect(await count("POST /v11/projects")).to.equal(2);
  });

  it("gives up on an idempotent call after the retry budget", async () => {
    await emulator.admin.addFault({ method: "GET", route: PROJECT_ROUTE, status: 503, times: 100 });
    const limited = createClient({
      baseUrl: emulator.url,
      token: emulator.token,
      retry: { ...FAST_RETRY, maxRetries: 2 },
    });
    const error = await rejection(limited.projects.get("whatever"));
    expect(error).to.be.instanceOf(ServerError).and.include({ status: 503 });
    expect(await count(`GET ${PROJECT_ROUTE}`)).to.equal(3);
  });

  it("does not retry a create blindly: after a dropped response it finds the created project", async () => {
    await emulator.admin.addFault({ method: "POST", route: "/v11/projects", dropResponse: true });
    const project = await client.projects.create({ name: "dropped-response" });
    expect(project.name).to.equal("dropped-response");
    expect(await count("POST /v11/projects")).to.equal(1);
    expect(await count(`GET ${PROJECT_ROUTE}`)).to.equal(1);
    expect(await projectsInTeam()).to.have.length(1);
  });

  it("creates again after a 5xx when the lookup finds nothing", async () => {
    await emulator.admin.addFault({ method: "POST", route: "/v11/projects", status: 500 });
    const project = await client.projects.create({ name: "after-500" });
    expect(project.name).to.equal("after-500");
    expect(await count("POST /v11/projects")).to.equal(2);
    expect(await count(`GET ${PROJECT_ROUTE}`)).to.equal(1);
    expect(await projectsInTeam()).to.have.length(1);
  });

  it("after a 2xx with a bad body, returns the object the lookup finds instead of creating again", async () => {
    const lookedUp: string[] = [];
    const created = await client.http.create({
      method: "POST",
      path: "/v11/projects",
      body: { name: "bad-body" },
      // The answer fails this schema, as a changed wire type would.
      response: Project.extend({ fieldTheApiNeverSends: z.string() }),
      lookup: async () => {
        lookedUp.push("bad-body");
        const found = await client.projects.find("bad-body");
        return found && { ...found, fieldTheApiNeverSends: "recovered" };
      },
    });
    expect(created).to.include({ name: "bad-body", fieldTheApiNeverSends: "recovered" });
    expect(lookedUp).to.have.length(1);
    expect(await count("POST /v11/projects")).to.equal(1);
    expect(await projectsInTeam()).to.have.length(1);
  });

  it("surfaces the ResponseShapeError when a 2xx had a bad body and the lookup finds nothing", async () => {
    const error = await rejection(
      client.http.create({
        method: "POST",
        path: "/v11/projects",
        body: { name: "bad-body-unfound" },
        response: z.object({ fieldTheApiNeverSends: z.string() }),
        lookup: async () => undefined,
      }),
    );
    expect(error).to.be.instanceOf(ResponseShapeError).and.include({ status: 200, path: "/v11/projects" });
    expect(await count("POST /v11/projects")).to.equal(1);
  });

  it("retries a request that never left the machine (connection refused)", async () => {
    const closed = createClient({
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
      token: "t0ken-value",
      retry: { ...FAST_RETRY, maxRetries: 1 },
      log: (line) => logLines.push(line),
    });
    const error = await rejection(closed.projects.create({ name: "never-sent" }));
    expect(error.name).to.equal("ConnectionError");
    expect(error).to.include({ notSent: true, code: "ECONNREFUSED" });
    expect(logLines.filter((line) => line.includes("retrying"))).to.have.length(1);
  });
});
