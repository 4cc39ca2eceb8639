// Which fields of a lookup function's Output form are secret (dynamic front, in-process, reading
// the emulator): the declared secret results only, field by field, while the whole result and the
// Promise form behave as Pulumi's own invokes do. The native front's twin is in
// test/native/invokes.spec.ts.
import * as pulumi from "@pulumi/pulumi";
import { expect } from "chai";
import {
  getEdgeConfigTokenOutput,
  getProject,
  getProjectOutput,
  getSharedEnvironmentVariableOutput,
} from "../../provider";
import { useEmulator } from "../support/emulator";
import { settle } from "../support/settle";
import { teamApi } from "./env-support";

describe("lookup functions' secret fields (dynamic front)", () => {
  const emulator = useEmulator();
  // The program's stack config, as a deployment sets it for the language host.
  beforeEach(() =>
    pulumi.runtime.setAllConfig({
      "vercel:apiToken": emulator.token,
      "vercel:apiUrl": emulator.url,
      "vercel:team": emulator.teamId,
    }),
  );
  after(() => pulumi.runtime.setAllConfig({}));

  it("getProjectOutput: the id is plain though the git repository (deploy hook urls) is secret", async () => {
    const project = await teamApi<{ id: string }>(emulator, "POST", "/v11/projects", {
      name: "linked-site",
      gitRepository: { type: "github", repo: "acme/linked-site" },
    });
    const found = getProjectOutput({ name: "linked-site" });
    expect(await settle(found.id)).to.deep.equal({ value: project.id, known: true, secret: false });
    expect(await settle(found.name)).to.deep.include({ value: "linked-site", secret: false });
    expect(await settle(found.gitRepository)).to.deep.include({ secret: true });
    expect((await settle(found.gitRepository)).value).to.include({
      type: "github",
      repo: "acme/linked-site",
    });
    // Read whole (an apply over the result, an export of the object), it stays secret.
    expect(await settle(found)).to.deep.include({ secret: true });
    expect(await settle(found.apply((result) => result.id))).to.deep.include({ secret: true });
    // The Promise form returns plain values, as Pulumi's own invokes do.
    expect(await getProject({ name: "linked-site" })).to.include({ id: project.id });
  });

  it("getSharedEnvironmentVariableOutput: the value is secret, the key and targets are not", async () => {
    const created = await teamApi<{ created: Array<{ id: string }> }>(emulator, "POST", "/v1/env", {
      evs: [{ key: "API_URL", value: "https://internal.example" }],
      type: "encrypted",
      target: ["production"],
    });
    const id = String(created.created[0]?.id);
    const found = getSharedEnvironmentVariableOutput({ id });
    expect(await settle(found.value)).to.deep.equal({
      value: "https://internal.example",
      known: true,
      secret: true,
    });
    expect(await settle(found.key)).to.deep.equal({ value: "API_URL", known: true, secret: false });
    expect(await settle(found.targets)).to.deep.equal({ value: ["production"], known: true, secret: false });
  });

  it("getEdgeConfigTokenOutput: the token is secret, its label is not", async () => {
    const store = await teamApi<{ id: string }>(emulator, "POST", "/v1/edge-config", { slug: "flags" });
    const token = await teamApi<{ token: string }>(emulator, "POST", `/v1/edge-config/${store.id}/token`, {
      label: "ci",
    });
    const found = getEdgeConfigTokenOutput({ edgeConfigId: store.id, token: token.token });
    expect(await settle(found.token)).to.deep.include({ value: token.token, secret: true });
    expect(await settle(found.label)).to.deep.equal({ value: "ci", known: true, secret: false });
  });

  it("keeps every field secret when an argument was secret: its value may be echoed anywhere", async () => {
    await teamApi(emulator, "POST", "/v11/projects", { name: "hidden-site" });
    const found = getProjectOutput({ name: pulumi.secret("hidden-site") });
    expect(await settle(found.name)).to.deep.include({ value: "hidden-site", secret: true });
    expect(await settle(found.id)).to.deep.include({ secret: true });
  });
});
