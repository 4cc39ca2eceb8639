// The official Web Analytics client, `@vercel/analytics` (pinned in package.json), against the
// emulator's sites: a site's server calls `track()` from `@vercel/analytics/server` with the
// visitor's request headers, pointed at the deployment by VERCEL_WEB_ANALYTICS_ENDPOINT (what the
// platform sets as VERCEL_URL), and the events are then counted through @vercel/sdk's webAnalytics.
// The client posts the visitor's address in `x-vercel-ip` (marked `x-va-server: 1`), so two
// visitors behind one server count as two, and drops object-valued data in production mode.
import { expect } from "chai";
import { track } from "@vercel/analytics/server";
import { Vercel } from "@vercel/sdk";
import { useEmulator } from "../support/emulator";

const CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/120.0 Safari/537.36";

describe("real clients: @vercel/analytics server track()", function () {
  this.timeout(60_000);
  const emulator = useEmulator({ resetBetweenTests: false });
  let projectId = "";
  let production = "";
  let sdk: Vercel;
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin
      .api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body)
      .then((answer) => answer.body);

  /** track() as a site's route handler calls it for one visitor's request; the endpoint set as the platform would. */
  async function trackFor(visitorIp: string, name: string, data: Record<string, unknown>) {
    const saved = { ...process.env };
    process.env.VERCEL_WEB_ANALYTICS_ENDPOINT = `${emulator.url}/_sites/${production}/_vercel/insights/event`;
    // Production mode, as on a deployment: object-valued data is dropped, not thrown.
    process.env.NODE_ENV = "production";
    try {
      await track(name, data as Record<string, string>, {
        headers: {
          "user-agent": CHROME,
          "x-forwarded-for": `${visitorIp}, 10.0.0.1`,
          referer: `https://${production}/checkout?utm_source=mail`,
        },
      });
    } finally {
      process.env = saved;
    }
  }

  before(async () => {
    sdk = new Vercel({ bearerToken: emulator.token, serverURL: emulator.url });
    projectId = (await api<{ id: string }>("POST", "/v11/projects", { name: "tracked", ssoProtection: null }))
      .id;
    production = (
      await api<{ url: string }>("POST", "/v13/deployments", {
        name: "tracked",
        target: "production",
        files: [{ file: "index.html", data: "<h1>shop</h1>" }],
      })
    ).url;
    // The build finishes on the emulator's clock: move it on rather than wait.
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 60_000 });
    await api("POST", `/web/insights/toggle?projectId=${projectId}`, { value: true });
  });

  it("records each visitor's event with its page and data; counts and aggregates read them", async () => {
    const since = Date.now() - 3_600_000;
    await trackFor("203.0.113.7", "Purchase", { plan: "pro", seats: 3, cart: { items: 2 } });
    await trackFor("198.51.100.4", "Purchase", { plan: "hobby", seats: 1 });
    await trackFor("203.0.113.7", "Signup", { plan: "pro" });
    const window = { projectId, teamId: emulator.teamId, since, until: Date.now() + 3_600_000 };

    const purchases = await sdk.webAnalytics.countEvents({ ...window, filter: "eventName eq 'Purchase'" });
    // Two visitors (the server forwarded each one's address), though one server sent every event.
    expect(purchases.data).to.deep.equal({ count: 2, visitors: 2 });

    // Aggregates read raw: @vercel/sdk's row model keeps the named dimensions only (it drops
    // `eventData/<key>` columns and the `count` metric), so its answer cannot show them.
    const by = async (...dimensions: string[]) => {
      const query = new URLSearchParams({
        projectId,
        since: String(window.since),
        until: String(window.until),
      });
      for (const dimension of dimensions) query.append("by", dimension);
      const rows = await api<{ data: Array<Record<string, unknown>> }>(
        "GET",
        `/v1/query/web-analytics/events/aggregate?${query}`,
      );
      return rows.data.map((row) => [...dimensions, "count"].map((key) => row[key] ?? null));
    };
    expect(await by("eventName", "eventData/plan")).to.deep.equal([
      ["Purchase", "hobby", 1],
      ["Purchase", "pro", 1],
      ["Signup", "pro", 1],
    ]);
    // Numbers travel as the client sends them; the object-valued `cart` was stripped by the client.
    expect(await by("eventData/seats", "eventData/cart")).to.deep.include.members([
      ["1", null, 1],
      ["3", null, 1],
    ]);
    // The page is the visitor's (the referer the client sends as the event's origin).
    expect(await by("requestPath", "utmSource")).to.deep.equal([["/checkout", "mail", 3]]);
  });
});
