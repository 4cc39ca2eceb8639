// The env areas of the client: ENV_CONFLICT as a ConflictError, create recovery by slot after a
// dropped answer, the idempotent upsert, whole lists of project and shared variables, and a link that is
// gone when the variable no longer lists the project.
import { expect } from "chai";
import { ConflictError, NotFoundError } from "../../provider/client";
import { createClient } from "../../provider/families/client";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";

describe("client env areas", () => {
  const emulator = useEmulator();
  const client = () => createClient({ baseUrl: emulator.url, token: emulator.token, team: emulator.teamId });
  let projectId: string;
  const variable = {
    key: "API_URL",
    value: "https://x",
    type: "encrypted" as const,
    target: ["preview" as const],
  };

  beforeEach(async () => {
    const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "client-env" }]);
    projectId = String(project?.id);
  });

  it("turns 400 ENV_CONFLICT into a ConflictError carrying the platform's extras", async () => {
    await client().env.create(projectId, variable);
    const error = await rejection<ConflictError>(client().env.create(projectId, variable));
    expect(error).to.be.instanceOf(ConflictError);
    expect(error).to.include({ status: 400, code: "ENV_CONFLICT" });
    expect(error.extra).to.include({ key: "API_URL" });
  });

  it("finds the variable by its slot when the create's answer is lost, instead of creating twice", async () => {
    await emulator.admin.addFault({
      method: "POST",
      route: "/v10/projects/:idOrName/env",
      dropResponse: true,
    });
    const created = await client().env.create(projectId, variable);
    expect(created).to.include({ key: "API_URL" });
    expect(await client().env.list(projectId)).to.have.length(1);
  });

  it("sends the upsert again after a lost answer: it is idempotent", async () => {
    await emulator.admin.addFault({
      method: "POST",
      route: "/v10/projects/:idOrName/env",
      dropResponse: true,
    });
    const { created, failed } = await client().env.upsertMany(projectId, [
      variable,
      { ...variable, key: "B" },
    ]);
    expect(failed).to.deep.equal([]);
    expect(created.map((env) => env.key)).to.deep.equal(["API_URL", "B"]);
    expect(await client().env.list(projectId)).to.have.length(2);
    const { counts } = await emulator.admin.requestCounts();
    expect(counts["POST /v10/projects/:idOrName/env"]).to.equal(2);
  });

  it("lists every variable, more than the old page of 100, decrypted, in one request", async () => {
    const items = Array.from({ length: 130 }, (_, i) => ({ ...variable, key: `K${i}`, value: `v${i}` }));
    await client().env.upsertMany(projectId, items);
    await emulator.admin.clearRequestCounts();
    const listed = await client().env.list(projectId);
    expect(listed).to.have.length(130);
    expect(new Set(listed.map((env) => env.value))).to.have.property("size", 130);
    expect(listed.find((env) => env.key === "K7")?.value).to.equal("v7");
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({
      "GET /v10/projects/:idOrName/env": 1,
    });
  });

  it("lists every shared variable, more than the old page of 100, in one request to GET /v1/env", async () => {
    const evs = Array.from({ length: 130 }, (_, i) => ({ key: `S${i}`, value: `v${i}` }));
    const seeded = await emulator.admin.api("POST", `/v1/env?teamId=${emulator.teamId}`, {
      evs,
      type: "encrypted",
      target: ["production"],
    });
    expect(seeded.status).to.equal(201);
    await emulator.admin.clearRequestCounts();
    const listed = await client().sharedEnv.list();
    expect(listed).to.have.length(130);
    expect(new Set(listed.map((env) => env.key))).to.have.property("size", 130);
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({ "GET /v1/env": 1 });
  });

  it("reports a shared variable's link as gone once the project is unlinked", async () => {
    const shared = await client().sharedEnv.create({
      evs: [{ key: "S", value: "1" }],
      target: ["production"],
      projectId: [projectId],
    });
    expect((await client().sharedEnv.getLinked(shared.id, projectId)).id).to.equal(shared.id);
    await client().sharedEnv.unlink(shared.id, projectId);
    const error = await rejection(client().sharedEnv.getLinked(shared.id, projectId));
    expect(error).to.be.instanceOf(NotFoundError);
  });
});
