// The drains area: payload shapes, create/list/get/update/delete, project links, and the test
// route delivering a real sample (OTLP JSON or protobuf, log JSON) to a receiver on loopback.
import { expect } from "chai";
import * as protobuf from "protobufjs";
import type { Drain } from "../../schema/drains";
import { samplingDecision } from "../../emulator/areas/drains/drain-delivery";
import { useEmulator } from "../support/emulator";
import { startReceiver, type Receiver } from "../support/receiver";

const traceDelivery = (endpoint: string, encoding = "json") => ({
  type: "otlphttp",
  endpoint: { traces: endpoint },
  encoding,
  headers: { authorization: "Bearer collector" },
  secret: "drain-secret",
});

describe("emulator drains", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);
  let projectId: string;

  beforeEach(async () => {
    const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "drained" }]);
    projectId = String(project?.id);
  });

  const logDrain = () => ({
    name: "logs",
    projects: "some",
    projectIds: [projectId],
    schemas: { log: { version: "v1" } },
    delivery: { type: "http", endpoint: "https://collector.example/logs", encoding: "ndjson", headers: {} },
    filter: { version: "v2", filter: { type: "basic", log: { sources: ["lambda"] } } },
    sampling: [{ type: "head_sampling", rate: 0.5, env: "production" }],
  });

  it("creates a drain with a generated secret, reads, lists and deletes it", async () => {
    const { status, body } = await api<Drain>("POST", "/v1/drains", logDrain());
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(body.id).to.match(/^drn_/);
    expect(body).to.include({ name: "logs", ownerId: emulator.teamId, status: "enabled" });
    expect(body.projectIds).to.deep.equal([projectId]);
    expect(body.filterV2).to.deep.equal(logDrain().filter);
    expect(body.source).to.deep.equal({ kind: "self-served" });
    const secret = (body.delivery as { secret?: string }).secret;
    expect(secret).to.be.a("string").and.have.length.greaterThan(0);
    expect((await api<Drain>("GET", `/v1/drains/${body.id}`)).body).to.deep.equal(body);
    const listed = await api<{ drains: Drain[] }>("GET", "/v1/drains");
    expect(listed.body.drains.map((drain) => drain.id)).to.deep.equal([body.id]);
    expect((await api("DELETE", `/v1/drains/${body.id}`)).status).to.equal(204);
    expect((await api<{ error: { code: string } }>("GET", `/v1/drains/${body.id}`)).body.error.code).to.equal(
      "not_found",
    );
  });

  it("updates only the fields given, null clearing sampling, and keeps the secret", async () => {
    const { body: created } = await api<Drain>("POST", "/v1/drains", logDrain());
    const { status, body } = await api<Drain>("PATCH", `/v1/drains/${created.id}`, {
      name: "renamed",
      sampling: null,
    });
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(body).to.include({ name: "renamed", id: created.id });
    expect(body.sampling).to.equal(undefined);
    expect(body.delivery).to.deep.equal(created.delivery);
    expect(body.filterV2).to.deep.equal(created.filterV2);
  });

  it("refuses bad bodies naming the field, and unknown projects", async () => {
    const noProjects = await api<{ error: { message: string } }>("POST", "/v1/drains", {
      ...logDrain(),
      projectIds: [],
    });
    expect(noProjects.status).to.equal(400);
    expect(noProjects.body.error.message).to.include("projectIds");
    const badRate = await api<{ error: { message: string } }>("POST", "/v1/drains", {
      ...logDrain(),
      sampling: [{ type: "head_sampling", rate: 2 }],
    });
    expect(badRate.status).to.equal(400);
    expect(badRate.body.error.message).to.include("sampling").and.include("between 0 and 1");
    expect((await api("POST", "/v1/drains", { ...logDrain(), projectIds: ["prj_missing"] })).status).to.equal(
      404,
    );
  });

  it("unlinks a deleted project, and a drain left with none drains nothing rather than everything", async () => {
    const { body: created } = await api<Drain>("POST", "/v1/drains", logDrain());
    await api("DELETE", `/v9/projects/${projectId}`);
    const { body } = await api<Drain>("GET", `/v1/drains/${created.id}`);
    expect(body.projectIds).to.deep.equal([]);
    expect(body.projects).to.equal("some");
  });

  describe("test delivery", () => {
    let receiver: Receiver;
    beforeEach(async () => {
      receiver = await startReceiver();
    });
    afterEach(() => receiver.close());

    it("sends a trace drain an OTLP/HTTP JSON export with the platform's resource attributes", async () => {
      const { status, body } = await api("POST", "/v1/drains/test", {
        schemas: { trace: { version: "v1" } },
        delivery: traceDelivery(`${receiver.url}/v1/traces`),
        sample: { projectId, deploymentId: "dpl_abc", requestPath: "/api/hello" },
      });
      expect(status, JSON.stringify(body)).to.equal(200);
      expect(body).to.deep.equal({});
      const got = await receiver.request(0);
      expect(got.path).to.equal("/v1/traces");
      expect(got.headers["content-type"]).to.equal("application/json");
      expect(got.headers.authorization).to.equal("Bearer collector");
      expect(got.headers["x-vercel-signature"]).to.match(/^[0-9a-f]{40}$/);
      const exported = JSON.parse(got.body.toString());
      const [resourceSpans] = exported.resourceSpans;
      expect(resourceSpans.resource.attributes).to.deep.include.members([
        { key: "vercel.projectId", value: { stringValue: projectId } },
        { key: "vercel.deploymentId", value: { stringValue: "dpl_abc" } },
      ]);
      const [span] = resourceSpans.scopeSpans[0].spans;
      expect(span.traceId).to.match(/^[0-9a-f]{32}$/);
      expect(span.spanId).to.match(/^[0-9a-f]{16}$/);
      expect(span).to.include({ name: "GET /api/hello", kind: 2 });
      expect(BigInt(span.endTimeUnixNano) > BigInt(span.startTimeUnixNano)).to.equal(true);
    });

    it("sends a proto drain a body that decodes as an OTLP ExportTraceServiceRequest", async () => {
      await api("POST", "/v1/drains/test", {
        schemas: { trace: { version: "v1" } },
        delivery: traceDelivery(`${receiver.url}/v1/traces`, "proto"),
        sample: { projectId, deploymentId: "dpl_abc" },
      });
      const got = await receiver.request(0);
      expect(got.headers["content-type"]).to.equal("application/x-protobuf");
      const decoded = ExportTraceServiceRequest.toObject(ExportTraceServiceRequest.decode(got.body), {
        longs: String,
        bytes: String,
      }) as { resourceSpans: { resource: { attributes: unknown[] }; scopeSpans: { spans: Props[] }[] }[] };
      const [resourceSpans] = decoded.resourceSpans;
      expect(resourceSpans?.resource.attributes).to.deep.include.members([
        { key: "vercel.projectId", value: { stringValue: projectId } },
        { key: "vercel.deploymentId", value: { stringValue: "dpl_abc" } },
      ]);
      const span = resourceSpans?.scopeSpans[0]?.spans[0] as Props;
      expect(span).to.include({ name: "GET /", kind: 2 });
      expect(Buffer.from(String(span.traceId), "base64")).to.have.length(16);
      expect(Buffer.from(String(span.spanId), "base64")).to.have.length(8);
      expect(BigInt(String(span.endTimeUnixNano)) > BigInt(String(span.startTimeUnixNano))).to.equal(true);
    });

    it("sends a log drain NDJSON lines", async () => {
      await api("POST", "/v1/drains/test", {
        schemas: { log: { version: "v1" } },
        delivery: { type: "http", endpoint: `${receiver.url}/logs`, encoding: "ndjson", headers: {} },
      });
      const got = await receiver.request(0);
      expect(got.headers["content-type"]).to.equal("application/x-ndjson");
      expect(JSON.parse(got.body.toString().split("\n")[0] ?? "")).to.include({ source: "lambda" });
    });

    it("drops a request no sampling rule matches, and forwards one the first matching rule keeps", async () => {
      const sampling = [
        { type: "head_sampling", rate: 1, env: "production", requestPath: "/api" },
        { type: "head_sampling", rate: 0, env: "production" },
      ];
      const send = (environment: string, requestPath: string) =>
        api("POST", "/v1/drains/test", {
          schemas: { trace: { version: "v1" } },
          delivery: traceDelivery(`${receiver.url}/v1/traces`),
          sampling,
          sample: { environment, requestPath },
        });
      await send("preview", "/api/dropped"); // no rule for preview: dropped
      await send("production", "/home"); // second rule, rate 0: dropped
      await send("production", "/api/kept"); // first rule, rate 1: kept
      const got = await receiver.request(0);
      expect(JSON.parse(got.body.toString()).resourceSpans[0].scopeSpans[0].spans[0].name).to.equal(
        "GET /api/kept",
      );
    });
  });
});

type Props = Record<string, unknown>;

describe("drain sampling rules", () => {
  const request = (environment: string, path: string, traceId = "0".repeat(24) + "80000000") => ({
    environment,
    path,
    traceId,
  });
  const rule = (rate: number, env?: "production" | "preview", requestPath?: string) => ({
    type: "head_sampling" as const,
    rate,
    ...(env ? { env } : {}),
    ...(requestPath !== undefined ? { requestPath } : {}),
  });

  it("forwards everything without rules", () => {
    expect(samplingDecision(undefined, request("preview", "/"))).to.equal(true);
    expect(samplingDecision([], request("preview", "/"))).to.equal(true);
  });

  it("lets the first matching rule decide, top to bottom, and drops what none matches", () => {
    const rules = [rule(0, "production", "/health"), rule(1, "production"), rule(1, undefined, "/api")];
    expect(samplingDecision(rules, request("production", "/health/live"))).to.equal(false);
    expect(samplingDecision(rules, request("production", "/"))).to.equal(true);
    expect(samplingDecision(rules, request("preview", "/api/x"))).to.equal(true);
    expect(samplingDecision(rules, request("preview", "/home"))).to.equal(false);
  });

  it("treats a blank path as every path, and applies the rate to the trace id", () => {
    // The trace id's low 32 bits are 0x80000000: exactly one half.
    expect(samplingDecision([rule(0.6, undefined, "")], request("preview", "/x"))).to.equal(true);
    expect(samplingDecision([rule(0.4, undefined, "")], request("preview", "/x"))).to.equal(false);
  });
});

/** The OTLP messages the proto test decodes with, from opentelemetry-proto (fields used only). */
const ExportTraceServiceRequest = protobuf
  .parse(
    `syntax = "proto3";
    message AnyValue { oneof value { string string_value = 1; bool bool_value = 2; int64 int_value = 3; } }
    message KeyValue { string key = 1; AnyValue value = 2; }
    message Resource { repeated KeyValue attributes = 1; }
    message InstrumentationScope { string name = 1; string version = 2; }
    message Span { bytes trace_id = 1; bytes span_id = 2; string trace_state = 3; bytes parent_span_id = 4;
      string name = 5; int32 kind = 6; fixed64 start_time_unix_nano = 7; fixed64 end_time_unix_nano = 8;
      repeated KeyValue attributes = 9; }
    message ScopeSpans { InstrumentationScope scope = 1; repeated Span spans = 2; }
    message ResourceSpans { Resource resource = 1; repeated ScopeSpans scope_spans = 2; }
    message ExportTraceServiceRequest { repeated ResourceSpans resource_spans = 1; }`,
  )
  .root.lookupType("ExportTraceServiceRequest");
