// Web Analytics through @vercel/sdk (countPageviews, aggregatePageviews, countEvents,
// aggregateEvents) over numbers the emulator really recorded: the page views its sites served
// (HTML answered 200 to a GET) and the custom events posted to a site's `/_vercel/insights/event`
// in the shape @vercel/analytics's `track()` sends. Rules proven: Web Analytics must be on,
// production only unless the filter names the environment, OData filters, `by` breakdowns with a
// time granularity, the `limit` with its "Others" group, and unknown dimensions refused.
import { expect } from "chai";
import { useContract } from "./support/contract";

const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/120.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0";

type Row = Record<string, string | number>;

describe("contract: web-analytics", () => {
  const contract = useContract("web-analytics");
  let projectId = "";
  let production = "";
  let preview = "";
  let since = 0;

  const site = (host: string, path: string, init: RequestInit = {}) =>
    fetch(`${contract.emulator.url}/_sites/${host}${path}`, init);
  const view = (host: string, path: string, agent: string, referer?: string) =>
    site(host, path, { headers: { "user-agent": agent, ...(referer ? { referer } : {}) } });
  const track = (host: string, name: string, data: Record<string, string>, agent = CHROME) =>
    site(host, "/_vercel/insights/event", {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": agent, "x-va-server": "1" },
      body: JSON.stringify({ o: `https://${host}/pricing`, ts: Date.now(), r: "", en: name, ed: data }),
    });
  const deploy = async (target?: "production") =>
    (
      await contract.setup<{ url: string }>("POST", "/v13/deployments", {
        name: "analysed",
        ...(target ? { target } : {}),
        files: [
          { file: "index.html", data: "<h1>home</h1>" },
          { file: "about.html", data: "<h1>about</h1>" },
          { file: "app.css", data: "h1{}" },
        ],
      })
    ).url;
  const window = () => ({ projectId, teamId: contract.teamId, since, until: Date.now() + 3_600_000 });

  /** The project, a production and a preview deployment, Web Analytics on; `visits` served. */
  const seed = async (options: { enable: boolean }) => {
    // Without deployment protection: its previews are public sites, visited as a browser would.
    projectId = (
      await contract.setup<{ id: string }>("POST", "/v11/projects", { name: "analysed", ssoProtection: null })
    ).id;
    production = await deploy("production");
    preview = await deploy();
    await contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    since = Date.now() - 3_600_000;
    if (!options.enable) return;
    await contract.setup("POST", `/web/insights/toggle?projectId=${projectId}`, { value: true });
    expect((await view(production, "/", CHROME, "https://news.example.com/a")).status).to.equal(200);
    expect((await view(production, "/about.html?utm_source=mail", CHROME)).status).to.equal(200);
    expect((await view(production, "/", FIREFOX)).status).to.equal(200);
    expect((await view(production, "/app.css", FIREFOX)).status).to.equal(200); // not a page
    expect((await view(production, "/missing", FIREFOX)).status).to.equal(404); // not a view
    expect((await view(preview, "/", FIREFOX)).status).to.equal(200); // preview: not by default
    expect((await track(production, "Signup", { plan: "pro" })).status).to.equal(200);
    expect((await track(production, "Signup", { plan: "hobby" }, FIREFOX)).status).to.equal(200);
    expect((await track(production, "Purchase", { plan: "pro" })).status).to.equal(200);
    expect((await track(preview, "Signup", { plan: "pro" })).status).to.equal(200);
  };

  it("refuses every query while Web Analytics is off; switched on, it counts from then", async () => {
    await seed({ enable: false });
    expect((await view(production, "/", CHROME)).status).to.equal(200);
    await contract.sdk.webAnalytics
      .countPageviews({ projectId, teamId: contract.teamId })
      .then(() => expect.fail("counted with Web Analytics off"))
      .catch((error: Error) => expect(error.message).to.match(/403|not enabled/));
    await contract.setup("POST", `/web/insights/toggle?projectId=${projectId}`, { value: true });
    const body = (await contract.check("countPageviews", (sdk) =>
      sdk.webAnalytics.countPageviews({ projectId, teamId: contract.teamId }),
    )) as { data: { pageviews: number; visitors: number } };
    expect(body.data).to.be.an("object");
    const unnamed = await site(production, "/_vercel/insights/event", { method: "POST", body: "{}" });
    expect(unnamed.status).to.equal(400);
  });

  it("countPageviews: HTML pages served in production, visitors told apart; a filter narrows", async () => {
    await seed({ enable: true });
    const all = (await contract.check("countPageviews", (sdk) =>
      sdk.webAnalytics.countPageviews(window()),
    )) as { data: { pageviews: number; visitors: number }; query: { since: string } };
    expect(all.data).to.deep.equal({ pageviews: 3, visitors: 2 });
    expect(all.query.since).to.equal(new Date(since).toISOString());
    const filtered = (await contract.check("countPageviews", (sdk) =>
      sdk.webAnalytics.countPageviews({
        ...window(),
        filter: "requestPath eq '/' and browserName ne 'Firefox'",
      }),
    )) as { data: { pageviews: number } };
    expect(filtered.data.pageviews).to.equal(1);
    const everywhere = (await contract.check("countPageviews", (sdk) =>
      sdk.webAnalytics.countPageviews({ ...window(), filter: "environment in ('production', 'preview')" }),
    )) as { data: { pageviews: number } };
    expect(everywhere.data.pageviews).to.equal(4);
    await contract.sdk.webAnalytics
      .countPageviews({ ...window(), filter: "password eq 'x'" })
      .then(() => expect.fail("filtered on a dimension that does not exist"))
      .catch((error: Error) => expect(error.message).to.match(/400|not a dimension/));
  });

  it("aggregatePageviews: by path, by day and path, the limit's Others group", async () => {
    await seed({ enable: true });
    const byPath = (await contract.check("aggregatePageviews", (sdk) =>
      sdk.webAnalytics.aggregatePageviews({ ...window(), by: ["requestPath"] }),
    )) as { data: Row[]; query: { groupBy: string[]; limit: number } };
    expect(
      byPath.data.map(({ requestPath, pageviews, visitors }) => ({ requestPath, pageviews, visitors })),
    ).to.deep.equal([
      { requestPath: "/", pageviews: 2, visitors: 2 },
      { requestPath: "/about.html", pageviews: 1, visitors: 1 },
    ]);
    expect(byPath.query).to.include({ limit: 10 });
    const byDay = (await contract.check("aggregatePageviews", (sdk) =>
      sdk.webAnalytics.aggregatePageviews({ ...window(), by: ["day", "referrerHostname"], limit: 1 }),
    )) as { data: Row[]; query: { since: string } };
    const today = new Date(new Date().toISOString().slice(0, 10)).toISOString();
    expect(byDay.data.every((row) => row["timestamp"] === today || row["timestamp"]! < today)).to.equal(true);
    expect(byDay.data.at(-1)).to.include({ referrerHostname: "Others", pageviews: 1 });
    expect(byDay.query.since.endsWith("T00:00:00.000Z")).to.equal(true);
    await contract.sdk.webAnalytics
      .aggregatePageviews({ ...window(), by: ["day", "hour"] })
      .then(() => expect.fail("two time granularities"))
      .catch((error: Error) => expect(error.message).to.match(/400|granularity/));
  });

  it("countEvents and aggregateEvents: the events track() posted, by name and by data", async () => {
    await seed({ enable: true });
    const counted = (await contract.check("countEvents", (sdk) =>
      sdk.webAnalytics.countEvents({ ...window(), filter: "eventName eq 'Signup'" }),
    )) as { data: { count: number; visitors: number } };
    expect(counted.data).to.deep.equal({ count: 2, visitors: 2 });
    const byName = (await contract.check("aggregateEvents", (sdk) =>
      sdk.webAnalytics.aggregateEvents({ ...window(), by: ["eventName", "eventData/plan"] }),
    )) as { data: Row[] };
    expect(byName.data.map((row) => [row["eventName"], row["eventData/plan"], row["count"]])).to.deep.equal([
      ["Purchase", "pro", 1],
      ["Signup", "hobby", 1],
      ["Signup", "pro", 1],
    ]);
    const pro = (await contract.check("aggregateEvents", (sdk) =>
      sdk.webAnalytics.aggregateEvents({
        ...window(),
        by: ["requestPath"],
        filter: "eventData/plan eq 'pro'",
      }),
    )) as { data: Row[] };
    expect(pro.data).to.have.length(1);
    expect(pro.data[0]).to.include({ requestPath: "/pricing", count: 2, visitors: 1 });
  });
});
