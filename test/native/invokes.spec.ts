// The lookup functions of vercel-pulumi/native in a program: getX and getXOutput go through the
// SDK's invoke to the real plugin process (the engine's forwarding played by invoke-monitor.ts),
// which reads the emulator. Proves the token, the arguments, the secret Output and the SDK's
// messages for failures and errors, and that an unknown argument makes no invoke at all.
import { expect } from "chai";
import * as pulumi from "@pulumi/pulumi";
import * as native from "vercel-pulumi/native";
import { functionDefinitions } from "../../provider/families/registry";
import type { EdgeConfig } from "../../schema/edge-config";
import { teamApi } from "../resources/env-support";
import { useEmulator } from "../support/emulator";
import { useInvokeMonitor } from "../support/invoke-monitor";
import { useNativePlugin } from "../support/native-plugin";
import { rejection } from "../support/rejection";
import { settle } from "../support/settle";

describe("vercel-pulumi/native lookup functions", () => {
  const emulator = useEmulator();
  const plugin = useNativePlugin(emulator);
  const monitor = useInvokeMonitor(plugin);
  beforeEach(() => plugin.configure());

  it("exports getX and getXOutput for every function of the registry", () => {
    const exported = native as unknown as Record<string, unknown>;
    for (const definition of functionDefinitions) {
      expect(exported[definition.name], definition.name).to.be.a("function");
      expect(exported[`${definition.name}Output`], definition.name).to.be.a("function");
    }
  });

  it("types arguments and results from the definitions (checked by the compiler)", () => {
    const args: Parameters<typeof native.getFeatureFlag>[0] = {
      projectId: "prj_1",
      key: "color",
      teamId: "t",
    };
    // @ts-expect-error a flag's key is a string
    const wrong: Parameters<typeof native.getFeatureFlag>[0] = { projectId: "prj_1", key: 42 };
    const outputArgs: Parameters<typeof native.getFeatureFlagOutput>[0] = {
      projectId: pulumi.output("prj_1"),
      key: "k",
    };
    const connection: Awaited<ReturnType<typeof native.getEdgeConfigToken>>["connectionString"] = "https://e";
    expect([args, wrong, outputArgs, connection]).to.have.length(4);
  });

  it("getProject invokes vercel:index:getProject and resolves the project", async () => {
    const [seeded] = await emulator.admin.seedProjects([
      { teamId: emulator.teamId, name: "site", buildCommand: "make" },
    ]);
    const project = await native.getProject({ name: "site" });
    expect(project).to.include({
      id: seeded?.id,
      name: "site",
      buildCommand: "make",
      teamId: emulator.teamId,
    });
    expect(monitor.tokens).to.deep.equal(["vercel:index:getProject"]);
    const output = await settle(native.getProjectOutput({ name: pulumi.output("site") }));
    expect(output).to.deep.include({ known: true, secret: false });
    expect(output.value).to.include({ id: seeded?.id });
  });

  it("getEdgeConfigTokenOutput is secret, as the plugin marks the token and connection string", async () => {
    const store = await teamApi<EdgeConfig>(emulator, "POST", "/v1/edge-config", { slug: "flags" });
    const created = await teamApi<{ token: string; id: string }>(
      emulator,
      "POST",
      `/v1/edge-config/${store.id}/token`,
      { label: "ci" },
    );
    const output = await settle(
      native.getEdgeConfigTokenOutput({ edgeConfigId: pulumi.output(store.id), token: created.token }),
    );
    expect(output).to.deep.include({ known: true, secret: true });
    expect(output.value).to.include({ id: created.id, label: "ci", token: created.token });
    expect(monitor.tokens).to.deep.equal(["vercel:index:getEdgeConfigToken"]);
  });

  it("makes only the secret fields secret when they are read one by one", async () => {
    const store = await teamApi<EdgeConfig>(emulator, "POST", "/v1/edge-config", { slug: "fields" });
    const created = await teamApi<{ token: string; id: string }>(
      emulator,
      "POST",
      `/v1/edge-config/${store.id}/token`,
      { label: "deploy" },
    );
    const found = native.getEdgeConfigTokenOutput({ edgeConfigId: store.id, token: created.token });
    expect(await settle(found.label)).to.deep.equal({ value: "deploy", known: true, secret: false });
    expect(await settle(found.id)).to.deep.equal({ value: created.id, known: true, secret: false });
    expect(await settle(found.token)).to.deep.include({ value: created.token, secret: true });
    expect(await settle(found.connectionString)).to.deep.include({ secret: true });
    expect(await settle(found)).to.deep.include({ secret: true });
  });

  it("rejects bad arguments with each field and rule, and a missing object with the plugin's wording", async () => {
    const bad = await rejection(native.getProject({ nmae: "site" } as never));
    expect(bad.message)
      .to.include("Invoke of 'vercel:index:getProject' failed:")
      .and.include("is required (name)")
      .and.include("unknown argument; did you mean name? (nmae)");
    const missing = await rejection(native.getProject({ name: "missing" }));
    expect(missing.message).to.match(/looking up Project "missing": 404 not_found/);
  });

  it("is unknown without any invoke while an argument is unknown (a preview before the create)", async () => {
    const output = await settle(
      native.getProjectOutput({ name: pulumi.output(pulumi.unknown as unknown as string) }),
    );
    expect(output.known).to.equal(false);
    expect(monitor.tokens).to.deep.equal([]);
  });
});
