// Invoke of the real plugin process against the emulator over loopback HTTP, as the engine calls
// it for `fn::invoke` and the SDKs' invokes: every lookup function of the registry is served as
// vercel:index:<functionName>, secret results come back wrapped, bad arguments come back as
// per-property failures before any API call, and API errors keep the operations' wording.
import { expect } from "chai";
import * as grpc from "@grpc/grpc-js";
import { InvokeRequest } from "@pulumi/pulumi/proto/provider_pb";
import { functionDefinitions } from "../../provider/families/registry";
import { useEmulator } from "../support/emulator";
import { LOOKUP_FIXTURES } from "../support/family-cases";
import { edgeConfigStore, unwrapped, type Props } from "../support/family-cases/lookup-fixture";
import { isWireSecret, secretValue, struct, useNativePlugin } from "../support/native-plugin";
import { eventually } from "../support/integrations";
import { rejection } from "../support/rejection";

describe("native plugin: lookup functions (Invoke)", () => {
  const emulator = useEmulator();
  const plugin = useNativePlugin(emulator);
  beforeEach(() => plugin.configure());

  async function invoke(token: string, args: Props) {
    const response = await plugin.call("invoke", new InvokeRequest().setTok(token).setArgs(struct(args)));
    return {
      wire: (response.getReturn()?.toJavaScript() ?? {}) as Props,
      failures: response.getFailuresList().map((failure) => failure.toObject()),
    };
  }

  it("has a fixture for every function of the registry, and none for a function it lacks", () => {
    expect(Object.keys(LOOKUP_FIXTURES).sort()).to.deep.equal(functionDefinitions.map((d) => d.name).sort());
  });

  for (const definition of functionDefinitions) {
    it(`serves vercel:index:${definition.name}, with its secret results wrapped`, async () => {
      const fixture = LOOKUP_FIXTURES[definition.name];
      if (!fixture) throw new Error(`no fixture for ${definition.name}`);
      const lookup = await fixture(emulator, plugin);
      const { wire, failures } = await invoke(`vercel:index:${definition.name}`, lookup.args);
      expect(failures).to.deep.equal([]);
      expect(unwrapped(wire)).to.deep.include(lookup.expected);
      const wrapped = Object.keys(wire).filter((key) => isWireSecret(wire[key]));
      expect(wrapped, "the secret keys of the answer").to.have.members(lookup.secret);
    });
  }

  it("reports bad arguments as failures naming the field and the rule, before any API call", async () => {
    await emulator.admin.clearRequestCounts();
    const misspelt = await invoke("vercel:index:getProject", { nmae: "site" });
    expect(misspelt.failures).to.have.deep.members([
      { property: "name", reason: "is required" },
      { property: "nmae", reason: "unknown argument; did you mean name?" },
    ]);
    expect(misspelt.wire).to.deep.equal({});

    const badDomain = await invoke("vercel:index:getDomainConfig", { domain: "not a domain" });
    expect(badDomain.failures).to.deep.equal([
      {
        property: "domain",
        reason: "must be a domain name such as example.com (letters, digits, '-' and '.')",
      },
    ]);
    const both = await invoke("vercel:index:getSharedEnvironmentVariable", { id: "env_1", key: "K" });
    expect(both.failures).to.deep.equal([
      { property: "id", reason: "give either id, or key and targets, not both" },
    ]);
    const wrongTeam = await invoke("vercel:index:getEdgeConfig", { id: "ecfg_1", teamId: 42 });
    expect(wrongTeam.failures).to.deep.equal([{ property: "teamId", reason: "must be a string" }]);
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("answers a missing object with the operations' wording, naming the subject, not the token", async () => {
    const error = await rejection<grpc.ServiceError>(invoke("vercel:index:getProject", { name: "missing" }));
    expect(error.code).to.equal(grpc.status.UNKNOWN);
    expect(error.details).to.match(/^looking up Project "missing": 404 not_found/);
    expect(error.details).not.to.include("vercel:index:");

    const storeId = await edgeConfigStore(emulator);
    const missingItem = await rejection<grpc.ServiceError>(
      invoke("vercel:index:getEdgeConfigItem", { id: storeId, key: "absent" }),
    );
    expect(missingItem.details).to.match(/^looking up EdgeConfigItem "absent": 404/);
  });

  it("says what to check on a 403, with neither the API token nor a secret argument in the error", async () => {
    const outsider = await emulator.admin.createUser("outsider");
    await plugin.configure({
      "vercel:config:apiToken": outsider.token,
      "vercel:config:apiUrl": emulator.url,
      "vercel:config:team": emulator.teamId,
    });
    const error = await rejection<grpc.ServiceError>(
      invoke("vercel:index:getProject", { name: secretValue("hidden-project-name") }),
    );
    expect(error.details)
      .to.match(/^looking up Project "\[REDACTED\]": 403 /)
      .and.include("check vercel:apiToken");
    expect(error.details).not.to.include(outsider.token).and.not.include("hidden-project-name");
    expect(error.details).not.to.include("vercel:index:");
  });

  it("reads with the settings Configure received, and a teamId argument overrides its team", async () => {
    const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "team-site" }]);
    // Without vercel:team the token's personal account is searched, where the project is not.
    await plugin.configure({
      "vercel:config:apiToken": emulator.token,
      "vercel:config:apiUrl": emulator.url,
    });
    const personal = await rejection<grpc.ServiceError>(
      invoke("vercel:index:getProject", { name: "team-site" }),
    );
    expect(personal.details).to.match(/^looking up Project "team-site": 404/);
    const { wire } = await invoke("vercel:index:getProject", {
      name: "team-site",
      teamId: emulator.teamSlug,
    });
    expect(wire).to.include({ id: project?.id, teamId: emulator.teamId });
  });

  it("rejects a token it does not serve, naming it", async () => {
    for (const token of ["vercel:index:getNothing", "vercel:index:Project", "other:index:getProject"]) {
      const error = await rejection<grpc.ServiceError>(invoke(token, {}));
      expect(error.code, token).to.equal(grpc.status.INVALID_ARGUMENT);
      expect(error.details).to.equal(`the vercel provider has no function "${token}"`);
    }
  });
});

describe("native plugin: lookup functions with VERCEL_PULUMI_DEBUG", () => {
  const emulator = useEmulator();
  const plugin = useNativePlugin(emulator, { env: { VERCEL_PULUMI_DEBUG: "1" } });
  beforeEach(() => plugin.configure());

  it("logs each request of a lookup on stderr, as the resources do, never the token", async () => {
    await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "logged-site" }]);
    await plugin.call(
      "invoke",
      new InvokeRequest().setTok("vercel:index:getProject").setArgs(struct({ name: "logged-site" })),
    );
    // stderr arrives on its own pipe, not ordered with the gRPC answer.
    const lines = await eventually(
      async () => plugin.stderr.join(""),
      (text) => text.includes("GET /v9/projects/{idOrName} -> 200"),
      "the request's log line",
    );
    expect(lines).not.to.include(emulator.token);
  });
});
