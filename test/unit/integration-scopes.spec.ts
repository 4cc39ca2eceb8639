// The scope table and scope changes of integrations, as pure functions: every route the emulator
// serves needs some scope (a new area without a row would be refused to integrations, so this
// test names it), and a scope change splits into what applies now and what waits.
import { expect } from "chai";
import { integrations } from "../../emulator/areas/integrations/routes";
import { OAUTH_TOKEN_PATH } from "../../emulator/areas/integrations/oauth";
import { needsFor } from "../../emulator/areas/integrations/route-scopes";
import { allows, splitChange } from "../../emulator/areas/integrations/scopes";
import { API_AREAS } from "../../emulator/areas";

describe("integration scopes", () => {
  it("declares a scope for every route the emulator serves", () => {
    const routes = [...API_AREAS, integrations].flatMap((area) =>
      area.routes.flatMap((route) => route.paths.map((path) => `${route.method} ${path}`)),
    );
    const uncovered = routes.filter((r) => {
      const [method = "", template = ""] = r.split(" ");
      return template !== OAUTH_TOKEN_PATH && needsFor(method, template) === undefined;
    });
    expect(uncovered).to.deep.equal([]);
    expect(routes.length).to.be.greaterThan(50);
  });

  it("reads need read, writes read-write; a project's domain write needs domain too", () => {
    expect(needsFor("GET", "/v9/projects/:idOrName")).to.deep.equal([{ scope: "project", level: "read" }]);
    expect(needsFor("PATCH", "/v9/projects/:idOrName/domains/:domain")).to.deep.equal([
      { scope: "project", level: "read-write" },
      { scope: "domain", level: "read-write" },
    ]);
    expect(needsFor("GET", "/v1/global-config/:edgeConfigId")).to.deep.equal([
      { scope: "edge-config", level: "read" },
    ]);
    expect(needsFor("GET", "/v1/unknown")).to.equal(undefined);
  });

  it("grants read with read-write, never read-write with read", () => {
    expect(allows(["read-write:project"], { scope: "project", level: "read" })).to.equal(true);
    expect(allows(["read:project"], { scope: "project", level: "read-write" })).to.equal(false);
    expect(allows(["read:domain"], { scope: "project", level: "read" })).to.equal(false);
  });

  it("applies removals and downgrades now, and holds the whole list when anything is added or upgraded", () => {
    expect(splitChange(["read-write:project", "read:user"], ["read:project"])).to.deep.equal({
      applied: ["read:project"],
      pending: undefined,
    });
    expect(splitChange(["read:project", "read:user"], ["read-write:project", "read:team"])).to.deep.equal({
      applied: ["read:project"],
      pending: ["read-write:project", "read:team"],
    });
  });
});
