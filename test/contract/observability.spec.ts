// Observability's project configuration through @vercel/sdk: the switch per project and the list
// of projects whose extended tier is off, checked against the SDK's models.
import { expect } from "chai";
import { useContract } from "./support/contract";

type Disabled = { disabledProjects: { id: string; name?: string; disabledAt: number }[] };

describe("contract: observability", () => {
  const contract = useContract("observability");
  const teamId = () => contract.teamId;
  const project = async (name: string) =>
    (await contract.setup<{ id: string }>("POST", "/v11/projects", { name })).id;

  it("updateObservabilityConfigurationProject: off keeps its first time, on clears it", async () => {
    const projectId = await project("quiet");
    const off = (await contract.check("updateObservabilityConfigurationProject", (sdk) =>
      sdk.observability.updateObservabilityConfigurationProject({
        teamId: teamId(),
        projectIdOrName: "quiet",
        requestBody: { disabled: true },
      }),
    )) as { id: string; disabledAt: number };
    expect(off.id).to.equal(projectId);
    const again = (
      await contract.setup<{ disabledAt: number }>(
        "PUT",
        `/v1/observability/manage/configuration/projects/${projectId}`,
        { disabled: true },
      )
    ).disabledAt;
    expect(again).to.equal(off.disabledAt);
    const on = await contract.setup("PUT", `/v1/observability/manage/configuration/projects/${projectId}`, {
      disabled: false,
    });
    expect(on).to.deep.equal({ id: projectId });
  });

  it("getObservabilityConfigurationProjects lists the projects with the tier off, by name", async () => {
    const quiet = await project("quiet-one");
    await project("loud");
    await contract.setup("PUT", `/v1/observability/manage/configuration/projects/${quiet}`, {
      disabled: true,
    });
    const listed = (await contract.check("getObservabilityConfigurationProjects", (sdk) =>
      sdk.observability.getObservabilityConfigurationProjects({ teamId: teamId() }),
    )) as Disabled;
    expect(listed.disabledProjects.map(({ id, name }) => ({ id, name }))).to.deep.equal([
      { id: quiet, name: "quiet-one" },
    ]);
    await contract.setup("DELETE", `/v9/projects/${quiet}`);
    expect(
      (await contract.setup<Disabled>("GET", "/v1/observability/manage/configuration/projects"))
        .disabledProjects,
    ).to.deep.equal([]);
  });
  // Metrics: the SDK's untagged operations send no token of their own (RequestOptions.headers does).
  const bearer = () => ({
    fetchOptions: { headers: { Authorization: `Bearer ${contract.emulator.token}` } },
  });

  it("getObservabilitySchema and getObservabilitySchemaByMetricId: the metrics a query can read", async () => {
    const list = (await contract.check("getObservabilitySchema", (sdk) =>
      sdk.getObservabilitySchema(bearer()),
    )) as {
      metrics: { id: string }[];
    };
    expect(list.metrics.map((m) => m.id)).to.include("vercel.request.count");
    const [detail] = (await contract.check("getObservabilitySchemaByMetricId", (sdk) =>
      sdk.getObservabilitySchemaByMetricId({ metricId: "vercel.request.response_bytes" }, bearer()),
    )) as { aggregations: string[]; dimensions: { name: string }[] }[];
    expect(detail?.aggregations).to.include("avg");
    expect(detail?.dimensions.map((d) => d.name)).to.include("httpStatus");
    const unknown = await contract.emulator.admin.api("GET", "/v2/observability/schema/vercel.nothing");
    expect(unknown.status).to.equal(404);
  });

  it("createObservabilityQuery: counts the requests the sites answered, grouped and filtered", async () => {
    // The SDK's models of `scope` and `granularity` have no fields, so it sends `{}` for both: its
    // query reads the caller's own scope (the personal account here) by the hour.
    const projectId = (
      await contract.setup<{ id: string }>(
        "POST",
        "/v11/projects",
        { name: "measured", ssoProtection: null },
        "personal",
      )
    ).id;
    const { url: host } = await contract.setup<{ url: string }>(
      "POST",
      "/v13/deployments",
      { name: "measured", files: [{ file: "index.html", data: "<h1>measured</h1>" }] },
      "personal",
    );
    await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    const site = (path: string) =>
      fetch(`${contract.emulator.url}/_sites/${host}${path}`).then((r) => r.status);
    expect([await site("/"), await site("/"), await site("/missing")]).to.deep.equal([200, 200, 404]);
    const now = (await contract.emulator.admin.api<{ now: number }>("GET", "/_emulator/clock")).body.now;
    const query = {
      metric: "vercel.request.count",
      scope: { type: "project", ownerId: "user_EmulatorUser000000000000", projectIds: [projectId] },
      aggregation: "sum",
      groupBy: ["httpStatus"],
      startTime: new Date(now - 3_600_000).toISOString(),
      endTime: new Date(now + 3_600_000).toISOString(),
      granularity: { hours: 1 },
    };
    const answer = (await contract.check("createObservabilityQuery", (sdk) =>
      sdk.createObservabilityQuery(query, bearer()),
    )) as { summary: Record<string, unknown>[]; data: Record<string, unknown>[] };
    expect(answer.summary).to.deep.equal([
      { httpStatus: "200", vercel_request_count_sum: 2 },
      { httpStatus: "404", vercel_request_count_sum: 1 },
    ]);
    expect(answer.data).to.have.length(4); // two hourly buckets, two groups
    const filtered = await contract.emulator.admin.api<{ summary: unknown[] }>(
      "POST",
      "/v2/observability/query",
      {
        ...query,
        groupBy: [],
        filter: "requestPath eq '/missing'",
      },
    );
    expect(filtered.body.summary).to.deep.equal([{ vercel_request_count_sum: 1 }]);
    // The team's sites answered nothing: its scope reads none of the personal account's requests.
    const team = await contract.emulator.admin.api<{ summary: unknown[] }>(
      "POST",
      "/v2/observability/query",
      {
        ...query,
        scope: { type: "owner", ownerId: teamId() },
      },
    );
    expect(team.body.summary).to.deep.equal([]);
    for (const [bad, message] of [
      [{ metric: "vercel.nothing" }, /"metric"/],
      [{ aggregation: "p99" }, /"aggregation"/],
      [{ groupBy: ["country"] }, /"groupBy" names "country"/],
      [{ filter: "status = 200" }, /"filter"/],
      [{ endTime: query.startTime }, /"endTime" must be after/],
    ] as const) {
      const refused = await contract.emulator.admin.api<{ error: { message: string } }>(
        "POST",
        "/v2/observability/query",
        { ...query, ...bad },
      );
      expect(refused.status, JSON.stringify(bad)).to.equal(400);
      expect(refused.body.error.message).to.match(message);
    }
  });
});
