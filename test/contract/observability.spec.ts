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

  /** A personal project's site, deployed and asked twice for `/` and once for a missing page. */
  const servedSite = async (name: string) => {
    const projectId = (
      await contract.setup<{ id: string }>("POST", "/v11/projects", { name, ssoProtection: null }, "personal")
    ).id;
    const { url: host } = await contract.setup<{ url: string }>(
      "POST",
      "/v13/deployments",
      { name, files: [{ file: "index.html", data: `<h1>${name}</h1>` }] },
      "personal",
    );
    await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    const site = (path: string) =>
      fetch(`${contract.emulator.url}/_sites/${host}${path}`).then((r) => r.status);
    expect([await site("/"), await site("/"), await site("/missing")]).to.deep.equal([200, 200, 404]);
    const now = (await contract.emulator.admin.api<{ now: number }>("GET", "/_emulator/clock")).body.now;
    return { projectId, now };
  };

  it("createObservabilityQuery: counts the requests the sites answered, grouped and filtered", async () => {
    // The SDK's models of `scope` and `granularity` have no fields, so it sends `{}` for both: its
    // query reads the caller's own scope (the personal account here) by the hour.
    const { projectId, now } = await servedSite("measured");
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

  // `/metrics/v1`: what the vercel CLI queries by default (not in the SDK: its shapes are the CLI's,
  // docs/findings/vercel-cli.md); the CLI itself runs against it in vercel-cli.spec.ts.
  it("metrics v1: the paged catalog, and a query of aliased measures with KQL filters", async () => {
    const { projectId, now } = await servedSite("measured-v1");
    const api = <T>(method: string, path: string, body?: unknown) =>
      contract.emulator.admin.api<T>(method, path, body);
    const page = await api<{
      metrics: { id: string }[];
      pagination: { hasMore: boolean; nextCursor: string | null };
    }>("GET", "/metrics/v1?limit=2&kind=system");
    expect(page.body.metrics.map((m) => m.id)).to.deep.equal([
      "vercel.request.count",
      "vercel.request.response_bytes",
    ]);
    expect(page.body.pagination).to.deep.equal({ hasMore: true, nextCursor: "2" });
    const rest = await api<typeof page.body>("GET", "/metrics/v1?limit=2&kind=system&cursor=2");
    expect(rest.body.metrics.map((m) => m.id)).to.deep.equal(["vercel.analytics_pageview.count"]);
    expect(rest.body.pagination).to.deep.equal({ hasMore: false, nextCursor: null });
    expect((await api<typeof page.body>("GET", "/metrics/v1?kind=custom")).body.metrics).to.deep.equal([]);

    // As createCanonicalMetricsRequest builds it for `vercel metrics vercel.request.count
    // --group-by httpStatus --order-by count`: the value and a series count to rank by.
    const request = {
      scope: { ownerId: "user_EmulatorUser000000000000", projectIds: [projectId] },
      timeRange: {
        start: new Date(now - 3_600_000).toISOString(),
        end: new Date(now + 3_600_000).toISOString(),
      },
      bucketSeconds: 3600,
      groupBy: ["httpStatus"],
      metrics: {
        value: { metric: "vercel.request.count", aggregation: "sum" },
        __seriesCount: { metric: "vercel.request.count", aggregation: "count" },
      },
      outputs: ["value"],
      seriesSelection: { limit: 10, mode: "exact", rankBy: [{ metric: "__seriesCount", direction: "desc" }] },
    };
    type Answer = {
      series: { timestamp: string; dimensions: Record<string, string>; values: Record<string, number> }[];
      summary: { dimensions: Record<string, string>; values: Record<string, number> }[];
      meta: { statistics: { rowsRead: number } };
    };
    const answer = await api<Answer>("POST", "/metrics/v1", request);
    expect(answer.status).to.equal(200);
    expect(answer.body.summary).to.deep.equal([
      { dimensions: { httpStatus: "200" }, values: { value: 2 } },
      { dimensions: { httpStatus: "404" }, values: { value: 1 } },
    ]);
    expect(answer.body.series).to.have.length(4); // two hourly buckets, two groups
    expect(answer.body.meta.statistics.rowsRead).to.equal(3);

    const measure = async (metrics: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      (
        await api<Answer>("POST", "/metrics/v1", {
          ...request,
          groupBy: [],
          seriesSelection: undefined,
          metrics,
          outputs: Object.keys(metrics),
          ...extra,
        })
      ).body.summary;
    expect(
      await measure(
        { value: { metric: "vercel.request.count", aggregation: "sum" } },
        { filter: 'requestPath:"/missing"' },
      ),
    ).to.deep.equal([{ dimensions: {}, values: { value: 1 } }]);
    expect(
      await measure({
        paths: { metric: "vercel.request.count", aggregation: "unique", dimensions: ["requestPath"] },
      }),
    ).to.deep.equal([{ dimensions: {}, values: { paths: 2 } }]);
    expect(
      await measure({ rate: { metric: "vercel.request.count", aggregation: "sum", per: "second" } }),
    ).to.deep.equal([{ dimensions: {}, values: { rate: 3 / 7200 } }]);
    const share = await api<Answer>("POST", "/metrics/v1", {
      ...request,
      metrics: { value: { metric: "vercel.request.count", aggregation: "sum", normalize: "percent" } },
      outputs: ["value"],
      seriesSelection: undefined,
    });
    expect(share.body.summary.map((row) => row.values.value)).to.deep.equal([(100 * 2) / 3, 100 / 3]);

    for (const [bad, message] of [
      [{ metrics: { value: { metric: "vercel.nothing", aggregation: "sum" } } }, /"metrics.value.metric"/],
      [
        { metrics: { value: { metric: "vercel.request.count", aggregation: "p99" } } },
        /"metrics.value.aggregation"/,
      ],
      [{ outputs: ["other"] }, /"outputs" names "other"/],
      [{ filter: "requestPath:/a OR httpStatus:404" }, /"filter" clause/],
      [{ groupBy: ["country"] }, /"groupBy" names "country"/],
      [
        { timeRange: { start: request.timeRange.end, end: request.timeRange.start } },
        /"timeRange.end" must be after/,
      ],
    ] as const) {
      const refused = await api<{ error: { message: string } }>("POST", "/metrics/v1", {
        ...request,
        ...bad,
      });
      expect(refused.status, JSON.stringify(bad)).to.equal(400);
      expect(refused.body.error.message).to.match(message);
    }
  });
});
