// Lookup functions against the emulator: the same settings, owner resolution, validation and
// error wording as the resources.
import { expect } from "chai";
import { runFunction } from "../../provider/functions/run";
import { functionDefinitions } from "../../provider/families/registry";
import type { AnyFunctionDefinition } from "../../provider/families/kit/function-definition";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";

function functionNamed(name: string): AnyFunctionDefinition {
  const found = functionDefinitions.find((definition) => definition.name === name);
  if (!found) throw new Error(`no function ${name}`);
  return found;
}

describe("lookup functions", () => {
  const emulator = useEmulator();
  const config = (extra: Record<string, string> = {}) => {
    const values: Record<string, string> = {
      "vercel:apiToken": emulator.token,
      "vercel:apiUrl": emulator.url,
      ...extra,
    };
    return { get: (key: string) => values[key] };
  };

  it("getProject finds a project by name or id in the provider's team", async () => {
    const [seeded] = await emulator.admin.seedProjects([
      { teamId: emulator.teamId, name: "found", buildCommand: "make" },
    ]);
    const byName = await runFunction(
      functionNamed("getProject"),
      { name: "found" },
      config({ "vercel:team": emulator.teamSlug }),
    );
    expect(byName).to.include({
      id: seeded?.id,
      name: "found",
      buildCommand: "make",
      teamId: emulator.teamId,
    });
    const byId = await runFunction(
      functionNamed("getProject"),
      { name: String(seeded?.id), teamId: emulator.teamId },
      config(),
    );
    expect(byId).to.include({ id: seeded?.id });
    expect(byId).to.not.have.property("protectionBypassForAutomationSecrets");
    expect(byId).to.include({ protectionBypassForAutomation: false });
  });

  it("getProject answers @pulumiverse/vercel's automation bypass fields from the project's bypass secrets", async () => {
    const [seeded] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "guarded" }]);
    const secret = "a".repeat(32);
    const made = await emulator.admin.api(
      "PATCH",
      `/v1/projects/${seeded?.id ?? ""}/protection-bypass?teamId=${emulator.teamId}`,
      { generate: { secret } },
    );
    expect(made.status).to.equal(200);
    const found = await runFunction(
      functionNamed("getProject"),
      { name: "guarded", teamId: emulator.teamId },
      config(),
    );
    expect(found).to.deep.include({
      protectionBypassForAutomation: true,
      protectionBypassForAutomationSecrets: [secret],
    });
  });

  it("names the function, the field and the rule of bad arguments, before any API call", async () => {
    const error = await rejection<Error>(runFunction(functionNamed("getProject"), { nmae: "x" }, config()));
    expect(error.message)
      .to.include("getProject:")
      .and.include("name: is required")
      .and.include("nmae: unknown argument; did you mean name?");
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("says what it was looking up when the object does not exist", async () => {
    const error = await rejection<Error>(
      runFunction(functionNamed("getProject"), { name: "missing", teamId: emulator.teamId }, config()),
    );
    expect(error.message).to.match(/^looking up Project "missing": 404 not_found/);
  });

  it("every function declares secret results that exist in its result", () => {
    for (const definition of functionDefinitions) {
      expect(Object.keys(definition.result.shape), definition.name).to.include.members([
        ...definition.secretResults,
      ]);
    }
  });
});
