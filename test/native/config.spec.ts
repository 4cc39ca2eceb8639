// Configuration of the real plugin process: CheckConfig validates and keeps the token secret,
// DiffConfig never replaces the provider (a token change is no change at all), and Configure
// reads stack config from `variables` or from `args`.
import { expect } from "chai";
import {
  CheckRequest,
  ConfigureRequest,
  CreateRequest,
  DiffRequest,
  DiffResponse,
} from "@pulumi/pulumi/proto/provider_pb";
import { useEmulator } from "../support/emulator";
import { isWireSecret, secretValue, struct, urnOf, useNativePlugin } from "../support/native-plugin";

const PROVIDER_URN = urnOf("pulumi:providers:vercel", "default");

function diffConfig(olds: Record<string, unknown>, news: Record<string, unknown>): DiffRequest {
  const request = new DiffRequest();
  request.setUrn(PROVIDER_URN);
  request.setOldInputs(struct(olds));
  request.setOlds(struct(olds));
  request.setNews(struct(news));
  return request;
}

describe("native plugin: configuration", () => {
  const emulator = useEmulator();
  const plugin = useNativePlugin(emulator);

  it("CheckConfig keeps the token secret and rejects an apiUrl that is not http(s)", async () => {
    const request = new CheckRequest();
    request.setUrn(PROVIDER_URN);
    request.setNews(struct({ apiToken: "plain-token", apiUrl: "ftp://example.com", team: "acme" }));
    const response = await plugin.call("checkConfig", request);
    const inputs = response.getInputs()!.toJavaScript();
    expect(isWireSecret(inputs.apiToken)).to.equal(true);
    expect(inputs.team).to.equal("acme");
    expect(response.getFailuresList().map((failure) => failure.toObject())).to.deep.equal([
      { property: "apiUrl", reason: 'vercel:apiUrl must be an http(s) URL, got "ftp://example.com"' },
    ]);
  });

  it("DiffConfig: a new token is no change; a new team is a change that never replaces", async () => {
    const olds = { apiToken: "token-a", apiUrl: emulator.url, team: "acme" };
    const token = await plugin.call(
      "diffConfig",
      diffConfig(olds, { ...olds, apiToken: secretValue("token-b") }),
    );
    expect(token.getChanges()).to.equal(DiffResponse.DiffChanges.DIFF_NONE);
    expect(token.getReplacesList()).to.deep.equal([]);

    const team = await plugin.call("diffConfig", diffConfig(olds, { ...olds, team: "other" }));
    expect(team.getChanges()).to.equal(DiffResponse.DiffChanges.DIFF_SOME);
    expect(team.getDiffsList()).to.deep.equal(["team"]);
    expect(team.getReplacesList()).to.deep.equal([]);
  });

  async function createProject(name: string): Promise<string> {
    const request = new CreateRequest();
    request.setUrn(urnOf("vercel:index:Project", name));
    request.setType("vercel:index:Project");
    request.setProperties(struct({ name }));
    return (await plugin.call("create", request)).getId();
  }

  async function teamProjects(): Promise<string[]> {
    const { body } = await emulator.admin.api<{ projects: Array<{ name: string }> }>(
      "GET",
      `/v10/projects?teamId=${emulator.teamId}`,
    );
    return body.projects.map((project) => project.name);
  }

  it("Configure reads stack config from variables (vercel:config:<key>), the engine's spelling", async () => {
    await plugin.configure({
      "vercel:config:apiToken": emulator.token,
      "vercel:config:apiUrl": emulator.url,
      "vercel:config:team": emulator.teamId,
    });
    expect(await createProject("from-variables")).to.match(/^prj_/);
    expect(await teamProjects()).to.deep.equal(["from-variables"]);
  });

  it("Configure reads args (the provider's inputs, token secret) when variables are absent", async () => {
    const request = new ConfigureRequest();
    request.setArgs(
      struct({ apiToken: secretValue(emulator.token), apiUrl: emulator.url, team: emulator.teamId }),
    );
    const response = await plugin.call("configure", request);
    expect(response.getAcceptsecrets()).to.equal(true);
    expect(await createProject("from-args")).to.match(/^prj_/);
    expect(await teamProjects()).to.deep.equal(["from-args"]);
  });

  it("a wrong token fails the create with the hint, and never prints the token", async () => {
    await plugin.configure({
      "vercel:config:apiToken": "wrong-token-123",
      "vercel:config:apiUrl": emulator.url,
    });
    const failure = await createProject("denied").then(
      () => undefined,
      (error: Error) => error,
    );
    expect(failure?.message).to.include("check vercel:apiToken").and.not.include("wrong-token-123");
  });
});
