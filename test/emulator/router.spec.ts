// The router on its own (template matching, literal precedence, 405 detection, versions), then in
// the emulator over HTTP with the whole catalogue registered.
import { expect } from "chai";
import { Router, versions } from "../../emulator/router";
import { useEmulator } from "../support/emulator";

describe("emulator router", () => {
  const route = (method: string, ...paths: string[]) => ({ method, paths, name: `${method} ${paths[0]}` });

  it("matches parameters and decodes them", () => {
    const router = new Router([route("GET", "/v9/projects/:idOrName")]);
    const match = router.match("GET", "/v9/projects/my%20app");
    expect(match).to.deep.include({ kind: "found", template: "/v9/projects/:idOrName" });
    expect(match.kind === "found" && match.params).to.deep.equal({ idOrName: "my app" });
  });

  it("prefers a literal segment over a parameter", () => {
    const router = new Router([route("GET", "/v1/env/:id"), route("GET", "/v1/env/all")]);
    const match = router.match("GET", "/v1/env/all");
    expect(match.kind === "found" && match.template).to.equal("/v1/env/all");
  });

  it("tells a wrong method from an unknown path", () => {
    const router = new Router([route("GET", "/a/:x"), route("DELETE", "/a/:x")]);
    expect(router.match("PUT", "/a/1")).to.deep.equal({
      kind: "method-not-allowed",
      allowed: ["GET", "DELETE"],
    });
    expect(router.match("GET", "/a/1/2")).to.deep.equal({ kind: "not-found" });
  });

  it("ignores a trailing slash", () => {
    const router = new Router([route("GET", "/v10/projects")]);
    expect(router.match("GET", "/v10/projects/").kind).to.equal("found");
  });

  it("refuses to register one endpoint twice", () => {
    expect(() => new Router([route("GET", "/x"), route("GET", "/x")])).to.throw(
      "Route registered twice: GET /x",
    );
  });

  it("expands a path over a range of versions", () => {
    expect(versions("/projects", 8, 11)).to.deep.equal([
      "/v8/projects",
      "/v9/projects",
      "/v10/projects",
      "/v11/projects",
    ]);
  });
});

describe("emulator router over HTTP", () => {
  const emulator = useEmulator();

  it("serves every version of an endpoint and answers the loud 404 for an unserved one", async () => {
    for (const version of [8, 9, 10]) {
      expect((await emulator.admin.api("GET", `/v${version}/projects`)).status, `v${version}`).to.equal(200);
    }
    emulator.expectViolations();
    const unserved = await emulator.admin.api<{ error: { code: string } }>("GET", "/v99/projects");
    expect(unserved.status).to.equal(404);
    expect(unserved.body.error.code).to.equal("emulator_unserved_route");
  });

  it("answers 400 naming the path for invalid percent-encoding, and 405 listing the methods", async () => {
    const bad = await emulator.admin.api<{ error: { code: string; message: string } }>(
      "GET",
      "/v9/projects/%E0%A4%A",
    );
    expect(bad.status).to.equal(400);
    expect(bad.body.error.message).to.contain("percent-encoding");
    const wrong = await emulator.admin.api<{ error: { code: string; message: string } }>(
      "PUT",
      "/v10/projects",
    );
    expect(wrong.status).to.equal(405);
    expect(wrong.body.error.code).to.equal("method_unknown");
  });

  it("treats duplicate and trailing slashes as the plain path", async () => {
    await emulator.admin.seedProjects([{ name: "web" }]);
    expect((await emulator.admin.api("GET", "//v9/projects/web/")).status).to.equal(200);
  });
});
