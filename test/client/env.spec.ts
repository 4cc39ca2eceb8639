// The env areas of the client: ENV_CONFLICT as a ConflictError, create recovery by slot after a
// dropped answer, the idempotent upsert, pagination of a project's variables, and a link that is
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

  it("lists every variable across pages, decrypted", async () => {
    const items = Array.from({ length: 130 }, (_, i) => ({ ...variable, key: `K${i}`, value: `v${i}` }));
    await client().env.upsertMany(projectId, items);
    const listed = await client().env.list(projectId);
    expect(listed).to.have.length(130);
    expect(new Set(listed.map((env) => env.value))).to.have.property("size", 130);
    expect(listed.find((env) => env.key === "K7")?.value).to.equal("v7");
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
