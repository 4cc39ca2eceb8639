// The project-routes family's test cases: every suite collects them through test/support/family-cases.
import { ProjectRoutes } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { seedProject, teamApi } from "../../../test/resources/env-support";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "ProjectRoutes",
        args: { projectId: CATALOGUE_PROJECT, rules: [{ name: "r", route: { src: "/(unclosed" } }] },
        mistakes: [{ field: "rules[0].route.src", rule: "does not compile" }],
      },
      {
        type: "ProjectRoute",
        args: {
          projectId: CATALOGUE_PROJECT,
          name: "unclosed",
          position: { placement: "after" },
          route: { src: "/(unclosed", transforms: [{ type: "request.headers", op: "set", target: "x-a" }] },
        },
        mistakes: [
          { field: "route.src", rule: "does not compile" },
          { field: "position.referenceRouteId", rule: "is required with placement before or after" },
          { field: "route.transforms[0].target", rule: "must be JSON text" },
        ],
      },
    ],
    lookups: [
      {
        fn: "getProjectRoutes",
        args: { projectID: CATALOGUE_PROJECT },
        mistakes: [
          { field: "projectId", rule: "is required" },
          { field: "projectID", rule: "did you mean projectId?" },
        ],
      },
    ],
  },
  notSecret: [
    ["ProjectRoutes.rules[].route.headers", "response headers a route sets, shown to every visitor"],
    ["ProjectRoutes.rules[].route.has[].key", "a header, cookie or query name to match"],
    ["ProjectRoutes.rules[].route.has[].value", "a request pattern to match, not a credential"],
    ["ProjectRoutes.rules[].route.missing[].key", "a header, cookie or query name to match"],
    ["ProjectRoutes.rules[].route.missing[].value", "a request pattern to match, not a credential"],
    ["ProjectRoutes.rules[].route.transforms[].target.key", "the header or query name a transform acts on"],
    ["ProjectRoute.route.headers", "response headers a route sets, shown to every visitor"],
    ["ProjectRoute.route.has[].key", "a header, cookie or query name to match"],
    ["ProjectRoute.route.has[].value", "a request pattern to match, not a credential"],
    ["ProjectRoute.route.missings[].key", "a header, cookie or query name to match"],
    ["ProjectRoute.route.missings[].value", "a request pattern to match, not a credential"],
  ],
  stack: {
    unit({ tag, opts, project }) {
      new ProjectRoutes(`${tag}-routes`, {
        projectId: project.id,
        rules: [
          {
            name: "api",
            srcSyntax: "path-to-regexp",
            route: { src: "/api/:path*", dest: "/backend/:path*" },
          },
        ],
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      resource: "routes",
      edit: async (c, { projectId }) => {
        const draft = await c.projectRoutes.stage(projectId, { overwrite: true, routes: [] });
        await c.projectRoutes.act(projectId, { id: draft.id, action: "promote" });
      },
      expect: { changed: "rules" },
    },
    {
      resource: "docsRedirect",
      edit: async (c, { stateIds }) => {
        const [projectId, routeId] = stateIds.docsRedirect!.split("/") as [string, string];
        const live = await c.projectRoutes.list(projectId);
        // The rules as a stage takes them (the answer's routeType, rawSrc... are not fields of it).
        const routes = live.routes.map(({ id, name, description, enabled, srcSyntax, route }) => ({
          id,
          name,
          ...(description !== undefined ? { description } : {}),
          ...(enabled !== undefined ? { enabled } : {}),
          ...(srcSyntax !== undefined ? { srcSyntax } : {}),
          route: id === routeId ? { ...route, status: 307 } : route,
        }));
        const draft = await c.projectRoutes.stage(projectId, { overwrite: true, routes });
        await c.projectRoutes.act(projectId, { id: draft.id, action: "promote" });
      },
      expect: { changed: "route" },
    },
  ],
  lookupFixtures: {
    async getProjectRoutes(emulator) {
      const projectId = await seedProject(emulator, "routed");
      const route = { name: "docs", srcSyntax: "path-to-regexp", route: { src: "/docs/:path*", dest: "/d" } };
      const added = await teamApi<{ route: { id: string }; version: { id: string } }>(
        emulator,
        "POST",
        `/v1/projects/${projectId}/routes`,
        { route },
      );
      await teamApi(emulator, "POST", `/v1/projects/${projectId}/routes/versions`, {
        id: added.version.id,
        action: "promote",
      });
      return {
        args: { projectId },
        expected: {
          id: projectId,
          projectId,
          rules: [{ id: added.route.id, enabled: true, ...route }],
          versionId: added.version.id,
        },
        secret: [],
      };
    },
  },
  seedSteps: [
    {
      name: "routes",
      type: "ProjectRoutes",
      inputs: (ids) => ({
        projectId: ids.web,
        rules: [{ name: "legacy", route: { src: "/legacy/(.*)", dest: "/$1" } }],
      }),
    },
  ],
});
