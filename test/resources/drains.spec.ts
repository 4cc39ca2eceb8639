// LogDrain and TraceDrain through the provider's host functions against the emulator: check,
// create with a generated secret, no diff after, edits as exactly one PATCH and no create,
// drift, adopt, gone, import form, secrets redacted.
import { expect } from "chai";
import { host } from "../../provider/dynamic/host";
import * as operations from "../../provider/operations/lifecycle";
import { definitionByName } from "../../provider/families/registry";
import type { Drain } from "../../schema/drains";
import { useEmulator } from "../support/emulator";
import { rejection } from "../support/rejection";
import { checkFailures, configureProvider, seedProject, teamApi, type Props } from "./env-support";

const TRACE = "TraceDrain";
const LOG = "LogDrain";

describe("TraceDrain and LogDrain providers", () => {
  const emulator = useEmulator();
  let projectId: string;

  beforeEach(async () => {
    configureProvider(emulator);
    projectId = await seedProject(emulator, "drained");
  });

  const trace = (): Props => ({
    name: "traces",
    endpoint: "https://otel.example/v1/traces",
    deliveryFormat: "proto",
    headers: { authorization: "Bearer collector-token" },
    projectIds: [projectId],
    samplingRules: [
      { environment: "production", rate: 0.5, requestPath: "/api" },
      { environment: "preview", rate: 1, requestPath: "" },
    ],
  });
  const log = (): Props => ({
    name: "logs",
    endpoint: "https://logs.example/in",
    deliveryFormat: "ndjson",
    environments: ["production", "preview"],
    sources: ["lambda", "edge"],
  });
  const counts = async () => (await emulator.admin.requestCounts()).counts;
  const apiDrain = (id: string) => teamApi<Drain>(emulator, "GET", `/v1/drains/${id}`);

  it("checks its rules before any API call", async () => {
    expect(
      await checkFailures(TRACE, {
        ...trace(),
        deliveryFormat: "ndjson",
        samplingRules: [{ rate: 2, environment: "staging" }],
        endpoint: "not a url",
        sources: ["lambda"],
      }),
    ).to.deep.equal({
      deliveryFormat: 'must be one of "json", "proto"; got "ndjson"',
      "samplingRules[0].rate": "must be between 0 and 1",
      "samplingRules[0].environment": 'must be one of "production", "preview"; got "staging"',
      endpoint: "must be an http(s) URL",
      sources: "unknown argument",
    });
    expect(
      await checkFailures(LOG, { ...log(), sources: [], samplingRate: 0.5, samplingRules: [] }),
    ).to.deep.equal({
      sources: "must name at least one source",
      samplingRate: "give either samplingRate or samplingRules, not both",
    });
    expect(await counts()).to.deep.equal({});
  });

  it("creates a trace drain with a generated secret, and sees no change after", async () => {
    const { id, outs } = await host.create(TRACE, trace());
    expect(id).to.match(/^drn_/);
    expect(outs).to.include({ name: "traces", deliveryFormat: "proto", teamId: emulator.teamId });
    expect(outs.secret).to.be.a("string").and.have.length.greaterThan(0);
    const drain = await apiDrain(id);
    expect(drain.schemas).to.deep.equal({ trace: { version: "v1" } });
    expect(drain.delivery).to.deep.include({
      type: "otlphttp",
      endpoint: { traces: "https://otel.example/v1/traces" },
      encoding: "proto",
      secret: outs.secret,
    });
    expect(drain.sampling).to.deep.equal([
      { type: "head_sampling", rate: 0.5, env: "production", requestPath: "/api" },
      { type: "head_sampling", rate: 1, env: "preview" },
    ]);
    // The blank requestPath the API leaves out is no change.
    const read = await host.read(TRACE, id, outs);
    expect((await host.diff(TRACE, id, read.props, trace())).changes).to.equal(false);
  });

  it("edits a drain with exactly one PATCH and no create, keeping the generated secret", async () => {
    const { id, outs } = await host.create(TRACE, trace());
    const before = await counts();
    const news = {
      ...trace(),
      name: "renamed",
      deliveryFormat: "json",
      headers: { authorization: "Bearer rotated" },
      projectIds: [],
      samplingRules: [{ rate: 0.1 }],
    };
    const diff = await host.diff(TRACE, id, outs, news);
    expect(diff.replaces).to.deep.equal([]);
    const { outs: updated } = await host.update(TRACE, id, outs, news);
    const after = await counts();
    expect(after["PATCH /v1/drains/:id"]).to.equal(1);
    expect(after["POST /v1/drains"]).to.equal(before["POST /v1/drains"]);
    expect(updated).to.include({ name: "renamed", deliveryFormat: "json", secret: outs.secret });
    expect(updated.projectIds).to.deep.equal([]);
    const drain = await apiDrain(id);
    expect(drain.projects).to.equal("all");
    expect(drain.sampling).to.deep.equal([{ type: "head_sampling", rate: 0.1 }]);
    expect((await host.diff(TRACE, id, (await host.read(TRACE, id, updated)).props, news)).changes).to.equal(
      false,
    );
  });

  it("reads drift made outside the program and repairs it; reads gone; deletes", async () => {
    const inputs = log();
    const { id, outs } = await host.create(LOG, inputs);
    await teamApi(emulator, "PATCH", `/v1/drains/${id}`, {
      filter: { version: "v2", filter: { type: "basic", log: { sources: ["static"] } } },
    });
    const drifted = await host.read(LOG, id, outs);
    const diff = await operations.diff(
      definitionByName(LOG) as unknown as operations.Definition,
      drifted.props,
      inputs,
    );
    expect(diff.keys).to.have.members(["sources", "environments"]);
    await host.update(LOG, id, drifted.props, inputs);
    expect((await apiDrain(id)).filterV2).to.deep.equal({
      version: "v2",
      filter: {
        type: "basic",
        log: { sources: ["lambda", "edge"] },
        deployment: { environments: ["production", "preview"] },
      },
    });
    await teamApi(emulator, "DELETE", `/v1/drains/${id}`);
    expect(await host.read(LOG, id, outs)).to.deep.equal({ id: "", props: {} });
    await host.delete(LOG, id, outs);
  });

  it("takes pulumiverse's samplingRate on a log drain and reads it back without a diff", async () => {
    const inputs = { ...log(), samplingRate: 0.25 };
    const { id, outs } = await host.create(LOG, inputs);
    expect((await apiDrain(id)).sampling).to.deep.equal([{ type: "head_sampling", rate: 0.25 }]);
    const read = await host.read(LOG, id, outs);
    expect(read.props).to.include({ samplingRate: 0.25 });
    expect((await host.diff(LOG, id, read.props, inputs)).changes).to.equal(false);
    // Environments and sources are sets.
    const reordered = { ...inputs, environments: ["preview", "production"], sources: ["edge", "lambda"] };
    expect((await host.diff(LOG, id, read.props, reordered)).changes).to.equal(false);
    const { outs: cleared } = await host.update(LOG, id, read.props, log());
    expect((await apiDrain(id)).sampling).to.equal(undefined);
    expect((await host.diff(LOG, id, cleared, log())).changes).to.equal(false);
  });

  it("adopts a drain with the same name, schema and endpoint, and makes it match", async () => {
    const existing = await teamApi<Drain>(emulator, "POST", "/v1/drains", {
      name: "traces",
      projects: "all",
      schemas: { trace: { version: "v1" } },
      delivery: {
        type: "otlphttp",
        endpoint: { traces: "https://otel.example/v1/traces" },
        encoding: "json",
        headers: {},
      },
    });
    const { id, outs } = await host.create(TRACE, { ...trace(), adopt: true });
    expect(id).to.equal(existing.id);
    expect(outs).to.include({ deliveryFormat: "proto" });
    expect((await apiDrain(id)).projectIds).to.deep.equal([projectId]);
  });

  it("declares headers and secret secret, and redacts them from an error that echoes them", async () => {
    const definition = definitionByName(TRACE);
    expect(definition?.fields.headers?.secret).to.equal(true);
    expect(definition?.fields.secret?.secret).to.equal(true);
    await emulator.admin.addFault({
      method: "POST",
      route: "/v1/drains",
      status: 400,
      message: "header Bearer collector-token and secret s3cr3t-value refused",
    });
    const error = await rejection<Error>(host.create(TRACE, { ...trace(), secret: "s3cr3t-value" }));
    expect(error.message).to.include("[REDACTED]");
    expect(`${error.message}\n${error.stack}`)
      .not.to.include("collector-token")
      .and.not.include("s3cr3t-value");
  });

  it("refuses to read a log drain as a trace drain", async () => {
    const { id, outs } = await host.create(LOG, log());
    const error = await host.read(TRACE, id, outs).then(
      () => undefined,
      (e: Error) => e,
    );
    expect(error?.message).to.include("is not a trace drain");
  });
});
