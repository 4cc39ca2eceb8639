// The env family's lookup functions through runFunction against the emulator:
// getCustomEnvironment and getSharedEnvironmentVariable (its value a secret result).
import { expect } from "chai";
import type { AnyFunctionDefinition } from "../../provider/families/kit/function-definition";
import { functionDefinitions } from "../../provider/families/registry";
import { runFunction } from "../../provider/functions/run";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { seedProject, teamApi } from "./env-support";

describe("env lookup functions", () => {
  const emulator = useEmulator();
  const config = {
    get: (key: string) =>
      ({ "vercel:apiToken": emulator.token, "vercel:apiUrl": emulator.url, "vercel:team": emulator.teamId })[
        key
      ],
  };
  const named = (name: string) => functionDefinitions.find((d) => d.name === name) as AnyFunctionDefinition;

  it("getCustomEnvironment finds an environment by name", async () => {
    const projectId = await seedProject(emulator, "fn-app");
    const created = await teamApi(emulator, "POST", `/v9/projects/${projectId}/custom-environments`, {
      slug: "qa",
    });
    const result = await runFunction(named("getCustomEnvironment"), { projectId, name: "qa" }, config);
    expect(result).to.include({ id: created.id, name: "qa", projectId, teamId: emulator.teamId });
    const missing = await rejection(
      runFunction(named("getCustomEnvironment"), { projectId, name: "nope" }, config),
    );
    expect(missing.message).to.match(/^looking up CustomEnvironment "nope": 404 not_found/);
  });

  it("getSharedEnvironmentVariable finds by id or by key and targets, with a secret value", async () => {
    expect(named("getSharedEnvironmentVariable").secretResults).to.deep.equal(["value"]);
    const { created } = await teamApi<{ created: Array<{ id: string }> }>(emulator, "POST", "/v1/env", {
      evs: [{ key: "K", value: "v" }],
      target: ["production", "preview"],
    });
    const id = created[0]?.id;
    const byId = await runFunction(named("getSharedEnvironmentVariable"), { id }, config);
    expect(byId).to.include({ id, key: "K", value: "v", sensitive: false });
    const byKey = await runFunction(
      named("getSharedEnvironmentVariable"),
      { key: "K", targets: ["preview", "production"] },
      config,
    );
    expect(byKey).to.include({ id });
    const partial = await rejection(
      runFunction(named("getSharedEnvironmentVariable"), { key: "K", targets: ["preview"] }, config),
    );
    expect(partial.message).to.match(/no shared environment variable "K" with exactly the targets preview/);
    const bad = await rejection(runFunction(named("getSharedEnvironmentVariable"), { id, key: "K" }, config));
    expect(bad.message).to.include("id: give either id, or key and targets, not both");
  });

  it("getSharedEnvironmentVariable leaves a sensitive value out", async () => {
    const { created } = await teamApi<{ created: Array<{ id: string }> }>(emulator, "POST", "/v1/env", {
      evs: [{ key: "S", value: "s3cr3t" }],
      type: "sensitive",
      target: ["production"],
    });
    const result = await runFunction(named("getSharedEnvironmentVariable"), { id: created[0]?.id }, config);
    expect(result).to.include({ sensitive: true });
    expect(result).not.to.have.property("value");
  });
});
