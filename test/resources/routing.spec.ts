// BulkRedirects and ProjectRoutes before any call: check refuses what the platform would (a
// redirect without a destination, a status outside 301/302/307/308, a source or rule name twice,
// a route pattern that does not compile), naming the field; and the plan of redirect edits.
import { expect } from "chai";
import { planEdits } from "../../provider/families/bulk-redirects/bulk-redirects";
import { withIds } from "../../provider/families/project-routes/project-routes";
import { host } from "../../provider/dynamic/host";
import { useEmulator } from "../support/emulator";
import { checkFailures, configureProvider, seedProject } from "./env-support";

describe("BulkRedirects and ProjectRoutes checks", () => {
  const emulator = useEmulator();
  beforeEach(() => configureProvider(emulator));

  it("BulkRedirects: destination, status and unique sources, before any API call", async () => {
    const failures = await checkFailures("BulkRedirects", {
      projectId: "prj_1",
      redirects: [
        { source: "/a", destination: "" },
        { source: "/b", destination: "/c", statusCode: 303 },
        { source: "/e" },
      ],
    });
    expect(failures).to.deep.include({
      "redirects[0].destination": "must not be empty: a redirect needs a destination",
      "redirects[1].statusCode": "must be one of 301, 302, 307, 308",
    });
    expect(failures["redirects[2].destination"]).to.be.a("string");
    // A source twice is refused once every redirect is valid on its own (zod checks the list then).
    const twice = await checkFailures("BulkRedirects", {
      projectId: "prj_1",
      redirects: [
        { source: "/a", destination: "/b" },
        { source: "/a", destination: "/d" },
      ],
    });
    expect(twice).to.deep.equal({ "redirects[1].source": '"/a" appears twice' });
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("ProjectRoutes: patterns that do not compile, enums and unique names, before any API call", async () => {
    const failures = await checkFailures("ProjectRoutes", {
      projectId: "prj_1",
      rules: [
        { name: "regex", route: { src: "/a/(unclosed" } },
        { name: "path", srcSyntax: "path-to-regexp", route: { src: "/docs/:" } },
        { name: "fine", srcSyntax: "path-to-regexp", route: { src: "/docs/:path*", dest: "/d/:path*" } },
        { name: "enums", srcSyntax: "glob", route: { src: "/x", has: [{ type: "ip" }] } },
      ],
    });
    expect(failures["rules[0].route.src"]).to.match(/^does not compile as regex: /);
    expect(failures["rules[1].route.src"]).to.match(/^does not compile as path-to-regexp: /);
    expect(failures).to.not.have.property("rules[2].route.src");
    expect(failures["rules[3].srcSyntax"]).to.match(/^must be one of "regex", "path-to-regexp", "equals"/);
    expect(failures["rules[3].route.has[0].type"]).to.match(/^must be one of "host"/);
    const twice = await checkFailures("ProjectRoutes", {
      projectId: "prj_1",
      rules: [
        { name: "same", route: { src: "/a" } },
        { name: "same", route: { src: "/b" } },
      ],
    });
    expect(twice).to.deep.equal({ "rules[1].name": '"same" appears twice' });
    expect((await emulator.admin.requestCounts()).counts).to.deep.equal({});
  });

  it("plans one PATCH for one changed redirect, one PUT for more, one DELETE for removals", () => {
    const live = [
      { source: "/a", destination: "/1" },
      { source: "/b", destination: "/2", statusCode: 301 },
    ];
    expect(planEdits(live, [live[0]!, { ...live[1]!, destination: "/3" }])).to.deep.equal({
      edit: { source: "/b", destination: "/3", statusCode: 301 },
      stage: [],
      removals: [],
    });
    // An omitted option equals its default: no edit.
    expect(planEdits(live, [{ ...live[0]!, statusCode: 308, query: false }, live[1]!])).to.deep.equal({
      edit: undefined,
      stage: [],
      removals: [],
    });
    const added = { source: "/c", destination: "/4" };
    expect(planEdits(live, [added, { ...live[1]!, destination: "/3" }])).to.deep.equal({
      edit: undefined,
      stage: [added, { source: "/b", destination: "/3", statusCode: 301 }],
      removals: ["/a"],
    });
  });

  it("keeps a rule's id by its name across a reorder and mints ids for new rules", () => {
    const live = [
      { id: "rt_a", name: "a", route: { src: "/a" } },
      { id: "rt_b", name: "b", route: { src: "/b" } },
    ];
    const rules = withIds(
      [
        { name: "c", route: { src: "/c" } },
        { name: "b", route: { src: "/b" } },
        { name: "a", route: { src: "/a2" } },
      ],
      live,
    );
    expect(rules.slice(1).map((rule) => rule.id)).to.deep.equal(["rt_b", "rt_a"]);
    expect(rules[0]?.id).to.match(/^rt_[0-9a-f]{24}$/);
  });

  it("creates both sets once when the promote's answer is lost after it committed (no 'already live' next time)", async () => {
    const projectId = await seedProject(emulator, "routed");
    const sets = [
      {
        type: "BulkRedirects",
        path: "/v1/bulk-redirects/versions",
        args: { projectId, redirects: [{ source: "/old", destination: "/new", statusCode: 308 }] },
      },
      {
        type: "ProjectRoutes",
        path: `/v1/projects/${projectId}/routes/versions`,
        args: { projectId, rules: [{ name: "api", route: { src: "^/api/(.*)$", dest: "/backend/$1" } }] },
      },
    ];
    for (const { type, path, args } of sets) {
      await emulator.admin.addFault({ method: "POST", path, dropResponse: true, times: 1 });
      const created = await host.create(type, args);
      expect(created.id, type).to.equal(projectId);
      const read = await host.read(type, created.id, created.outs ?? {});
      expect(read.props.versionId, type).to.equal(created.outs?.versionId);
    }
    const { counts } = await emulator.admin.requestCounts();
    // Each promote was sent once: the lost answer was settled by reading the versions.
    expect(counts["POST /v1/bulk-redirects/versions"]).to.equal(1);
    expect(counts["POST /v1/projects/:projectId/routes/versions"]).to.equal(1);
  });
});
