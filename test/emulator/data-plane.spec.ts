// The data-plane listener both planes (queue, gateway) share, with a plane of the test's own over real
// HTTP: a plane's credential and error envelope, request counts, the response check of a JSON answer
// and of each streamed event (a mismatch is a violation, and cuts the stream), bytes answered as given.
import { expect } from "chai";
import { z } from "zod";
import { definePlaneRoute, jsonBody, DataPlaneServer, type DataPlane } from "../../emulator/data-plane";
import { ApiError } from "../../emulator/errors";
import { SILENT } from "../../emulator/log";
import { RateLimiter } from "../../emulator/rate-limit";
import { RequestCounter } from "../../emulator/request-counts";
import { Store } from "../../emulator/store";
import { ViolationLog } from "../../emulator/violations";

interface TestCaller {
  readonly token: string;
}

const route = definePlaneRoute<TestCaller>();
const Count = z.object({ n: z.number() });

const plane: DataPlane<TestCaller> = {
  name: "test-plane",
  routes: [
    route({
      method: "POST",
      paths: "/echo/:word",
      rateLimitGroup: "test.create",
      response: z.object({ word: z.string(), body: z.unknown() }),
      handle: ({ params, request }) => ({
        status: 200,
        json: { word: params.word, body: jsonBody(request) },
      }),
    }),
    route({
      method: "GET",
      paths: "/wrong",
      rateLimitGroup: "test.read",
      response: Count,
      handle: () => ({ status: 200, json: { n: "one" } }),
    }),
    route({
      method: "GET",
      paths: "/events/:last",
      rateLimitGroup: "test.read",
      event: Count,
      handle: ({ params }) => ({ status: 200, events: ['{"n":1}', params.last, "[DONE]"] }),
    }),
    route({
      method: "GET",
      paths: "/bytes",
      rateLimitGroup: "test.read",
      handle: () => ({
        status: 200,
        headers: { "Content-Type": "application/x-test" },
        body: Buffer.from([0, 255]),
      }),
    }),
  ],
  authenticate: (request) => {
    const token = request.headers["x-test-key"];
    if (token !== "k") throw new ApiError(401, "unauthorized", "no test key");
    return { token };
  },
  errorBody: (error) => ({ ...error.toBody(), plane: "test-plane" }),
};

describe("emulator data plane listener", () => {
  const counts = new RequestCounter();
  const violations = new ViolationLog();
  const server = new DataPlaneServer(plane, {
    store: new Store(undefined, () => undefined),
    counts,
    rateLimiter: new RateLimiter(new Set(["test.create", "test.read"]), false),
    violations,
    checkResponses: true,
    log: SILENT,
  });
  let url = "";
  const call = (path: string, init: RequestInit = {}) =>
    fetch(url + path, { ...init, headers: { "x-test-key": "k", ...init.headers } });

  before(async () => {
    url = `http://127.0.0.1:${await server.listen(0, "127.0.0.1")}`;
  });
  after(() => server.close());
  beforeEach(() => {
    counts.clear();
    violations.clear();
  });

  it("answers JSON with the route's params and body, counting the request by its template", async () => {
    const response = await call("/echo/hello", { method: "POST", body: '{"a":1}' });
    expect(response.status).to.equal(200);
    expect(await response.json()).to.deep.equal({ word: "hello", body: { a: 1 } });
    expect(counts.toJSON()).to.deep.equal({ "POST /echo/:word": 1 });
  });

  it("answers errors in the plane's envelope: its 401, and the core's 400 for a body that is not JSON", async () => {
    const anonymous = await fetch(`${url}/echo/x`, { method: "POST" });
    expect(anonymous.status).to.equal(401);
    expect(await anonymous.json()).to.deep.equal({
      error: { code: "unauthorized", message: "no test key" },
      plane: "test-plane",
    });
    const notJson = await call("/echo/x", { method: "POST", body: "{" });
    expect(notJson.status).to.equal(400);
    expect(await notJson.json()).to.have.property("plane", "test-plane");
  });

  it("refuses its own JSON answer that breaks the route's schema, recording a violation", async () => {
    const response = await call("/wrong");
    expect(response.status).to.equal(500);
    expect(((await response.json()) as { error: { code: string } }).error.code).to.equal(
      "emulator_invalid_response",
    );
    expect(violations.list().map((v) => [v.kind, v.path])).to.deep.equal([["invalid-response", "/wrong"]]);
  });

  it("streams server-sent events, each JSON one checked: a bad one is a violation and ends the stream", async () => {
    const good = await call(`/events/${encodeURIComponent('{"n":2}')}`);
    expect(good.headers.get("content-type")).to.match(/^text\/event-stream/);
    expect(await good.text()).to.equal('data: {"n":1}\n\ndata: {"n":2}\n\ndata: [DONE]\n\n');
    expect(violations.list()).to.deep.equal([]);

    const bad = await call(`/events/${encodeURIComponent('{"n":"two"}')}`);
    expect(bad.status).to.equal(200);
    const cut = await bad.text().then(
      (text) => text,
      () => "(connection reset)",
    );
    expect(cut).not.to.contain("two");
    expect(cut).not.to.contain("[DONE]");
    expect(violations.list().map((v) => v.kind)).to.deep.equal(["invalid-response"]);
  });

  it("answers raw bytes as given, with their headers", async () => {
    const response = await call("/bytes");
    expect(response.headers.get("content-type")).to.equal("application/x-test");
    expect([...new Uint8Array(await response.arrayBuffer())]).to.deep.equal([0, 255]);
  });
});
