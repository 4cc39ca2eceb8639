// Check, Diff, Create, Read, Update and Delete of the real plugin process against the emulator
// over loopback HTTP, as the engine calls them: failures with property paths, detailed diffs,
// reads from an import id alone, and secrets wrapped in every answer.
import { expect } from "chai";
import * as grpc from "@grpc/grpc-js";
import {
  CheckRequest,
  CreateRequest,
  DeleteRequest,
  DiffRequest,
  DiffResponse,
  ErrorResourceInitFailed,
  PropertyDiff,
  ReadRequest,
  UpdateRequest,
} from "@pulumi/pulumi/proto/provider_pb";
import { Status } from "@pulumi/pulumi/proto/status_pb";
import { useEmulator } from "../support/emulator";
import { isWireSecret, secretValue, struct, urnOf, useNativePlugin } from "../support/native-plugin";

type Props = Record<string, unknown>;

describe("native plugin: resources", () => {
  const emulator = useEmulator();
  const plugin = useNativePlugin(emulator);
  beforeEach(() => plugin.configure());

  function request<T extends { setUrn(v: string): unknown; setType(v: string): unknown }>(
    message: T,
    type: string,
    name = "test",
  ): T {
    message.setUrn(urnOf(`vercel:index:${type}`, name));
    message.setType(`vercel:index:${type}`);
    return message;
  }

  async function check(type: string, news: Props) {
    const message = request(new CheckRequest(), type);
    message.setNews(struct(news));
    const response = await plugin.call("check", message);
    return {
      inputs: response.getInputs()?.toJavaScript() ?? {},
      failures: response.getFailuresList().map((failure) => failure.toObject()),
    };
  }

  async function create(type: string, inputs: Props, preview = false) {
    const message = request(new CreateRequest(), type);
    message.setProperties(struct(inputs));
    message.setPreview(preview);
    const response = await plugin.call("create", message);
    return { id: response.getId(), outputs: response.getProperties()?.toJavaScript() ?? {} };
  }

  async function read(type: string, id: string, state: Props = {}, inputs: Props = {}) {
    const message = request(new ReadRequest(), type);
    message.setId(id);
    message.setProperties(struct(state));
    message.setInputs(struct(inputs));
    const response = await plugin.call("read", message);
    return {
      id: response.getId(),
      outputs: response.getProperties()?.toJavaScript() ?? {},
      inputs: response.getInputs()?.toJavaScript() ?? {},
    };
  }

  async function diff(type: string, id: string, olds: Props, news: Props) {
    const message = request(new DiffRequest(), type);
    message.setId(id);
    message.setOlds(struct(olds));
    message.setOldInputs(struct(olds));
    message.setNews(struct(news));
    const response = await plugin.call("diff", message);
    const detailed: Record<string, PropertyDiff.Kind> = {};
    response.getDetaileddiffMap().forEach((entry, path) => {
      detailed[path] = entry.getKind();
    });
    return {
      changes: response.getChanges(),
      replaces: response.getReplacesList(),
      deleteBeforeReplace: response.getDeletebeforereplace(),
      detailed,
    };
  }

  async function teamState(path: string): Promise<Props> {
    const { status, body } = await emulator.admin.api<Props>("GET", `${path}?teamId=${emulator.teamId}`);
    expect(status, path).to.equal(200);
    return body;
  }

  it("Check reports each failure with its property path, before any API call", async () => {
    await emulator.admin.clearRequestCounts();
    const { failures } = await check("Webhook", {
      events: [],
      endpoint: "not a url",
      projectIds: [""],
      extra: 1,
    });
    expect(failures.map((failure) => failure.property)).to.have.members([
      "events",
      "endpoint",
      "projectIds[0]",
      "extra",
    ]);
    expect(failures.find((failure) => failure.property === "endpoint")?.reason).to.equal(
      "must be an http(s) URL",
    );
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("Check refuses a team-only resource when no team is configured or given, before any API call", async () => {
    await plugin.configure({
      "vercel:config:apiToken": emulator.token,
      "vercel:config:apiUrl": emulator.url,
    });
    await emulator.admin.clearRequestCounts();
    const variable = { key: "SHARED", value: "v", targets: ["production"] };
    expect((await check("SharedEnvironmentVariable", variable)).failures).to.deep.equal([
      {
        property: "teamId",
        reason: "SharedEnvironmentVariable belongs to a team: set `vercel:team` or `teamId`",
      },
    ]);
    expect(
      (await check("SharedEnvironmentVariable", { ...variable, teamId: emulator.teamSlug })).failures,
    ).to.deep.equal([]);
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("Check passes values not known yet, and returns secret inputs as secrets", async () => {
    const unknown = "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
    const { inputs, failures } = await check("ProjectEnvironmentVariable", {
      projectId: unknown,
      key: "API_KEY",
      value: "s3cret-value",
      targets: ["production"],
    });
    expect(failures).to.deep.equal([]);
    expect(inputs.projectId).to.equal(unknown);
    expect(inputs.value).to.deep.equal(secretValue("s3cret-value"));
  });

  it("creates, reads, diffs with detailed paths, updates and deletes a project", async () => {
    const created = await create("Project", { name: "native-site", buildCommand: "npm run build" });
    expect(created.id).to.match(/^prj_/);
    expect(created.outputs).to.include({
      name: "native-site",
      buildCommand: "npm run build",
      ownerId: emulator.teamId,
    });

    const refreshed = await read("Project", created.id, created.outputs, { name: "native-site" });
    expect(refreshed.id).to.equal(created.id);
    expect(refreshed.outputs).to.include({ name: "native-site", buildCommand: "npm run build" });
    expect(refreshed.inputs).to.include({ name: "native-site", buildCommand: "npm run build" });

    const same = await diff("Project", created.id, created.outputs, {
      name: "native-site",
      buildCommand: "npm run build",
    });
    expect(same.changes).to.equal(DiffResponse.DiffChanges.DIFF_NONE);

    const changed = await diff("Project", created.id, created.outputs, {
      name: "native-site",
      outputDirectory: "out",
    });
    expect(changed.changes).to.equal(DiffResponse.DiffChanges.DIFF_SOME);
    expect(changed.replaces).to.deep.equal([]);
    expect(changed.detailed).to.deep.equal({
      buildCommand: PropertyDiff.Kind.DELETE,
      outputDirectory: PropertyDiff.Kind.ADD,
    });

    const message = request(new UpdateRequest(), "Project");
    message.setId(created.id);
    message.setOlds(struct(created.outputs));
    message.setNews(struct({ name: "native-site", buildCommand: "yarn build" }));
    const updated = (await plugin.call("update", message)).getProperties()!.toJavaScript();
    expect(updated).to.include({ buildCommand: "yarn build", ownerId: emulator.teamId });
    expect(await teamState(`/v9/projects/${created.id}`)).to.include({ buildCommand: "yarn build" });

    const remove = request(new DeleteRequest(), "Project");
    remove.setId(created.id);
    remove.setProperties(struct(updated));
    await plugin.call("delete", remove);
    expect((await emulator.admin.state()).total).to.equal(0);
    // Gone: a blank id, so a refresh drops it from state.
    expect((await read("Project", created.id, updated)).id).to.equal("");
  });

  it("Diff replaces on a replace-on-change input, delete-before-replace from the definition", async () => {
    const webhook = await create("Webhook", {
      events: ["deployment.created"],
      endpoint: "https://example.com/a",
    });
    const replace = await diff("Webhook", webhook.id, webhook.outputs, {
      events: ["deployment.created"],
      endpoint: "https://example.com/b",
    });
    expect(replace.changes).to.equal(DiffResponse.DiffChanges.DIFF_SOME);
    expect(replace.replaces).to.deep.equal(["endpoint"]);
    expect(replace.detailed).to.deep.equal({ endpoint: PropertyDiff.Kind.UPDATE_REPLACE });

    const project = await create("Project", { name: "dbr-site" });
    const inputs = { projectId: project.id, key: "A", value: "1", targets: ["production"] };
    const variable = await create("ProjectEnvironmentVariable", inputs);
    const rename = await diff("ProjectEnvironmentVariable", variable.id, variable.outputs, {
      ...inputs,
      key: "B",
    });
    expect(rename.replaces).to.deep.equal(["key"]);
    expect(rename.deleteBeforeReplace).to.equal(true);
  });

  it("reads from an import id alone ([team/]segments), returning inputs that diff as no change", async () => {
    const [seeded] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "imported-site" }]);
    for (const importId of [`${emulator.teamSlug}/imported-site`, "imported-site", seeded!.id]) {
      const imported = await read("Project", importId);
      expect(imported.outputs, importId).to.include({ name: "imported-site", ownerId: emulator.teamId });
      expect(imported.inputs, importId).to.include({ name: "imported-site", teamId: emulator.teamId });
      const after = await diff("Project", imported.id, imported.outputs, imported.inputs);
      expect(after.changes, importId).to.equal(DiffResponse.DiffChanges.DIFF_NONE);
    }
    const malformed = await read("Project", "a/b/c").catch((error: grpc.ServiceError) => error);
    expect(malformed).to.include({ code: grpc.status.INVALID_ARGUMENT });
    expect((malformed as Error).message).to.include("must look like [team/]projectIdOrName");
  });

  it("records an imported object under the id its create gives it, whichever way the import id names it", async () => {
    const project = await create("Project", { name: "canonical-site" });
    const off = { defaultVariantId: "off", disabledVariantId: "off" };
    const variants = [
      { id: "off", valueBool: false },
      { id: "on", valueBool: true },
    ];
    const made: Array<{ type: string; inputs: Props; importIds: (id: string) => string[] }> = [
      // By name and by id, with and without the team.
      {
        type: "Project",
        inputs: {},
        importIds: () => ["canonical-site", `${emulator.teamSlug}/canonical-site`],
      },
      {
        type: "CustomEnvironment",
        inputs: { projectId: project.id, name: "staging" },
        importIds: (id) => [`${project.id}/staging`, `canonical-site/${id}`],
      },
      {
        type: "ProjectEnvironmentVariable",
        inputs: {
          projectId: project.id,
          key: "API_URL",
          value: "https://api.example",
          targets: ["production"],
        },
        importIds: (id) => [`${project.id}/${id}`, `${emulator.teamSlug}/${project.id}/${id}`],
      },
      {
        type: "FeatureFlagSegment",
        inputs: { projectId: project.id, slug: "staff", name: "Staff" },
        importIds: () => [`${project.id}/staff`],
      },
      {
        type: "FeatureFlagDefinition",
        inputs: { projectId: project.id, key: "checkout", kind: "boolean", variants },
        importIds: () => [`${project.id}/checkout`],
      },
      {
        type: "FeatureFlagConfig",
        inputs: {
          projectId: project.id,
          flagId: "checkout",
          production: off,
          preview: off,
          development: off,
        },
        importIds: () => [`${project.id}/checkout`],
      },
      // The Terraform form names the bypass by its secret; the id never holds it (a digest does).
      {
        type: "ProjectProtectionBypass",
        inputs: { projectId: project.id, secret: "abcdefghijklmnopqrstuvwxyz123456", note: "ci" },
        importIds: (key) => [
          `${project.id}/abcdefghijklmnopqrstuvwxyz123456`,
          `${emulator.teamSlug}/${project.id}/abcdefghijklmnopqrstuvwxyz123456`,
          `${project.id}/${key}`,
        ],
      },
    ];
    for (const { type, inputs, importIds } of made) {
      const created = type === "Project" ? project : await create(type, inputs);
      const bare = created.id.slice(created.id.lastIndexOf("/") + 1);
      for (const importId of importIds(bare)) {
        expect((await read(type, importId)).id, `${type} imported as ${importId}`).to.equal(created.id);
      }
    }
  });

  it("wraps secret outputs and secret inputs as secrets in Create, Read and Update answers", async () => {
    const store = await create("EdgeConfig", { name: "native_store" });
    const token = await create("EdgeConfigToken", { edgeConfigId: store.id, label: "ci" });
    expect(isWireSecret(token.outputs.token)).to.equal(true);
    expect(isWireSecret(token.outputs.connectionString)).to.equal(true);
    expect(token.outputs.label).to.equal("ci");
    const tokenRead = await read("EdgeConfigToken", token.id, token.outputs);
    expect(isWireSecret(tokenRead.outputs.token)).to.equal(true);

    const project = await create("Project", { name: "secret-site" });
    const variable = await create("ProjectEnvironmentVariable", {
      projectId: project.id,
      key: "API_KEY",
      value: secretValue("s3cret-value"),
      targets: ["production"],
    });
    expect(variable.outputs.value).to.deep.equal(secretValue("s3cret-value"));
    const variableRead = await read("ProjectEnvironmentVariable", variable.id, variable.outputs);
    expect(variableRead.outputs.value).to.deep.equal(secretValue("s3cret-value"));
    expect(variableRead.inputs.value).to.deep.equal(secretValue("s3cret-value"));

    // A value the program made secret stays secret, even where the definition does not ask for it.
    const message = request(new UpdateRequest(), "Project");
    message.setId(project.id);
    message.setOlds(struct(project.outputs));
    message.setNews(struct({ name: "secret-site", buildCommand: secretValue("make") }));
    const updated = (await plugin.call("update", message)).getProperties()!.toJavaScript();
    expect(updated.buildCommand).to.deep.equal(secretValue("make"));
    expect(isWireSecret(updated.name)).to.equal(false);
  });

  it("previews a create with the inputs and the computed outputs unknown, without calling the API", async () => {
    await emulator.admin.clearRequestCounts();
    const preview = await create(
      "Webhook",
      { events: ["deployment.created"], endpoint: "https://example.com" },
      true,
    );
    expect(preview.id).to.equal("");
    expect(preview.outputs).to.include({
      endpoint: "https://example.com",
      createdAt: "04da6b54-80e4-46f7-96ec-b56ff0331ba9",
    });
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("a create that half-fails reports ErrorResourceInitFailed with the id and outputs, so the engine keeps it", async () => {
    // The follow-up PATCH (nodeVersion is not taken by the create endpoint) fails once.
    const followUp = { method: "PATCH", route: "/v9/projects/:idOrName" } as const;
    await emulator.admin.addFault({ ...followUp, status: 400, times: 1 });
    const failure = await create("Project", { name: "half-made", nodeVersion: "18.x" }).then(
      () => undefined,
      (error: grpc.ServiceError) => error,
    );
    expect(failure?.message).to.match(/creating Project "half-made": created prj_\w+ but could not finish/);
    const [details] = failure!.metadata.get("grpc-status-details-bin") as Buffer[];
    const [packed] = Status.deserializeBinary(details!).getDetailsList();
    const detail = packed!.unpack(
      ErrorResourceInitFailed.deserializeBinary,
      "pulumirpc.ErrorResourceInitFailed",
    );
    expect(detail?.getId()).to.match(/^prj_/);
    expect(detail?.getProperties()?.toJavaScript()).to.include({
      name: "half-made",
      ownerId: emulator.teamId,
    });
    const { body } = await emulator.admin.api<{ id: string }>(
      "GET",
      `/v9/projects/half-made?teamId=${emulator.teamId}`,
    );
    expect(body.id).to.equal(detail?.getId());
  });

  it("rejects a type it does not serve", async () => {
    const failure = await check("Nope", {}).catch((error: grpc.ServiceError) => error);
    expect(failure).to.include({ code: grpc.status.INVALID_ARGUMENT });
    expect((failure as Error).message).to.include('no resource type "vercel:index:Nope"');
  });
});
