// Fault injection: injected errors, latency and dropped responses, matched by method and path prefix
// or route template, each spent after `times` requests.
import { expect } from "chai";
import type { StoredProject } from "../../emulator/areas/projects/store";
import { useEmulator } from "../support/emulator";

describe("emulator faults", () => {
  const emulator = useEmulator();

  it("answers with the injected status and code, `times` times, then recovers", async () => {
    await emulator.admin.addFault({ route: "/v10/projects", status: 503, times: 2 });
    for (let i = 0; i < 2; i++) {
      const { status, body } = await emulator.admin.api<{ error: { code: string } }>("GET", "/v10/projects");
      expect(status).to.equal(503);
      expect(body.error.code).to.equal("service_unavailable");
    }
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(200);
  });

  it("does not run the handler of a request it fails", async () => {
    await emulator.admin.addFault({ method: "POST", route: "/v11/projects", status: 500 });
    const { status, body } = await emulator.admin.api("POST", "/v11/projects", { name: "never" });
    expect(status).to.equal(500);
    expect(body).to.have.nested.property("error.code", "internal_server_error");
    expect((await emulator.admin.state()).total).to.equal(0);
  });

  it("uses a given code and message and sends Retry-After", async () => {
    await emulator.admin.addFault({
      path: "/v10/",
      status: 502,
      code: "upstream_down",
      message: "Try later",
      retryAfter: 7,
    });
    const { status, body, headers } = await emulator.admin.api("GET", "/v10/projects");
    expect(status).to.equal(502);
    expect(body).to.deep.equal({ error: { code: "upstream_down", message: "Try later" } });
    expect(headers.get("retry-after")).to.equal("7");
  });

  it("makes an injected 429 look like a real one", async () => {
    await emulator.admin.addFault({ route: "/v10/projects", status: 429, retryAfter: 2 });
    const { status, body, headers } = await emulator.admin.api<{ error: Record<string, unknown> }>(
      "GET",
      "/v10/projects",
    );
    expect(status).to.equal(429);
    expect(body.error.code).to.equal("rate_limited");
    // The total is the route group's real figure (projects.read: 600 a minute).
    expect(body.error.limit).to.include({ remaining: 0, total: 600 });
    expect(headers.get("retry-after")).to.equal("2");
  });

  it("matches the method: other methods on the same route pass", async () => {
    await emulator.admin.addFault({ method: "PATCH", route: "/v9/projects/:idOrName", status: 500 });
    await emulator.admin.api("POST", "/v11/projects", { name: "m" });
    expect((await emulator.admin.api("GET", "/v9/projects/m")).status).to.equal(200);
    expect((await emulator.admin.api("PATCH", "/v9/projects/m", {})).status).to.equal(500);
    expect((await emulator.admin.api("PATCH", "/v9/projects/m", {})).status).to.equal(200);
  });

  it("matches a path prefix against the concrete path", async () => {
    await emulator.admin.addFault({ path: "/v9/projects/target", status: 500, times: 5 });
    await emulator.admin.seedProjects([{ name: "target" }, { name: "other" }]);
    expect((await emulator.admin.api("GET", "/v9/projects/other")).status).to.equal(200);
    expect((await emulator.admin.api("GET", "/v9/projects/target")).status).to.equal(500);
  });

  it("delays a request by latencyMs", async () => {
    await emulator.admin.addFault({ route: "/v10/projects", latencyMs: 300 });
    const started = performance.now();
    const { status } = await emulator.admin.api("GET", "/v10/projects");
    expect(status).to.equal(200);
    // A lower bound only: setTimeout never fires early, so this holds on any machine.
    expect(performance.now() - started).to.be.at.least(290);
  });

  it("drops the response after committing the write", async () => {
    await emulator.admin.addFault({ method: "POST", route: "/v11/projects", dropResponse: true });
    let failure: unknown;
    try {
      await emulator.admin.api("POST", "/v11/projects", { name: "committed" });
    } catch (error) {
      failure = error;
    }
    expect(failure, "the client must not get an answer").to.be.instanceOf(Error);
    const { status, body } = await emulator.admin.api<StoredProject>("GET", "/v9/projects/committed");
    expect(status).to.equal(200);
    expect(body.name).to.equal("committed");
  });

  it("applies faults in the order they were added", async () => {
    await emulator.admin.addFault({ route: "/v10/projects", status: 500 });
    await emulator.admin.addFault({ route: "/v10/projects", status: 502 });
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(500);
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(502);
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(200);
  });

  it("affects a seeded share of matching requests, the same share every run", async () => {
    const share = async () => {
      await emulator.admin.addFault({
        route: "/v10/projects",
        status: 503,
        probability: 0.25,
        times: 1000,
        seed: 42,
      });
      let failed = 0;
      for (let i = 0; i < 40; i++)
        if ((await emulator.admin.api("GET", "/v10/projects")).status === 503) failed++;
      await emulator.admin.clearFaults();
      return failed;
    };
    const first = await share();
    expect(first).to.be.within(1, 39);
    expect(await share()).to.equal(first);
  });

  it("composes faults: latencies add up and the first error decides", async () => {
    await emulator.admin.addFault({ route: "/v10/projects", latencyMs: 100, latencyMaxMs: 150 });
    await emulator.admin.addFault({ route: "/v10/projects", status: 502 });
    await emulator.admin.addFault({ route: "/v10/projects", status: 500 });
    const started = performance.now();
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(502);
    expect(performance.now() - started).to.be.at.least(95);
    // The 500 was not spent by the request the 502 answered.
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(500);
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(200);
  });

  it("lapses forMs after it was added, used or not", async () => {
    await emulator.admin.addFault({
      route: "/v10/projects",
      status: 429,
      retryAfter: 1,
      forMs: 200,
      times: 1000 /* lapses before it is used up */,
    });
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(429);
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(429);
    await emulator.admin.api("POST", "/_emulator/clock", { advanceMs: 200 });
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(200);
    expect(
      (await emulator.admin.api<{ faults: unknown[] }>("GET", "/_emulator/faults")).body.faults,
    ).to.deep.equal([]);
  });

  it("counts faulted requests as platform calls", async () => {
    await emulator.admin.addFault({ route: "/v10/projects", status: 500 });
    await emulator.admin.api("GET", "/v10/projects");
    await emulator.admin.api("GET", "/v10/projects");
    expect((await emulator.admin.requestCounts()).counts["GET /v10/projects"]).to.equal(2);
  });

  it("lists live faults and clears them", async () => {
    const id = await emulator.admin.addFault({ route: "/v10/projects", status: 500, times: 3 });
    await emulator.admin.api("GET", "/v10/projects");
    const listed = await emulator.admin.api<{ faults: Array<{ id: string; remaining: number }> }>(
      "GET",
      "/_emulator/faults",
    );
    expect(listed.body.faults.map((f) => [f.id, f.remaining])).to.deep.equal([[id, 2]]);
    await emulator.admin.clearFaults();
    expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(200);
  });

  for (const [label, fault, message] of [
    ["an unknown field", { latency: 5 }, 'body has unknown field "latency"'],
    [
      "no action",
      { route: "/v10/projects" },
      "body must set at least one of status, latencyMs or dropResponse",
    ],
    [
      "latencyMaxMs without latencyMs",
      { latencyMaxMs: 10, status: 500 },
      "body latencyMaxMs needs a latencyMs no greater than it",
    ],
    [
      "status and dropResponse",
      { status: 500, dropResponse: true },
      "body must not set both status and dropResponse",
    ],
    [
      "an unknown route",
      { route: "/v10/projcts", status: 500 },
      '"route" /v10/projcts is not a route template',
    ],
  ] as const) {
    it(`rejects a fault with ${label}`, async () => {
      const { status, body } = await emulator.admin.api("POST", "/_emulator/faults", fault);
      expect(status).to.equal(400);
      expect(JSON.stringify(body)).to.include(message.replace(/"/g, '\\"'));
    });
  }
});
