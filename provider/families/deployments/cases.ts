// The deployments family's test cases: every suite collects them through test/support/family-cases.
import { Deployment } from "../../index";
import { defineCases } from "../../../test/support/family-cases/define";
import { CATALOGUE_PROJECT } from "../../../test/support/family-cases/bad-input";
import { createThroughPlugin } from "../../../test/support/family-cases/lookup-fixture";
import { seedProject } from "../../../test/resources/env-support";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A folder with one file, for the local-file lookups. */
async function localFolder(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), "native-lookup-"));
  await writeFile(join(folder, "index.html"), "hi");
  return folder;
}

const HI_SHA = "c22b5f9178342609428d6f51b2c5af4c0bde6a42";

export const cases = defineCases({
  badInput: {
    resources: [
      {
        type: "Deployment",
        args: {
          projectId: CATALOGUE_PROJECT,
          files: { "index.html": "<h1>hi</h1>", "../outside.html": "x" },
          timeoutSeconds: 0,
        },
        mistakes: [
          { field: "files", rule: "paths must stay inside the deployment" },
          { field: "timeoutSeconds", rule: "must be at least 1 second" },
        ],
      },
      {
        type: "Deployment",
        args: { projectId: CATALOGUE_PROJECT, production: true, target: "staging" },
        mistakes: [
          { field: "files", rule: "is required unless directory or ref is set" },
          { field: "target", rule: "must not be set on a production deployment" },
        ],
      },
      {
        type: "Deployment",
        args: { projectId: CATALOGUE_PROJECT, prebuilt: true, files: { "index.html": "x" } },
        mistakes: [
          { field: "directory", rule: "is required with prebuilt" },
          { field: "files", rule: "must be unset with prebuilt" },
        ],
      },
      {
        type: "Alias",
        args: { alias: "not a host", deploymentId: "" },
        mistakes: [
          { field: "alias", rule: "must be a hostname" },
          { field: "deploymentId", rule: "must not be empty" },
        ],
      },
    ],
    lookups: [
      { fn: "getAlias", args: { alias: 42 }, mistakes: [{ field: "alias", rule: "string" }] },
      { fn: "getDeployment", args: { id: "" }, mistakes: [{ field: "id", rule: "must not be empty" }] },
      {
        fn: "getProjectDirectory",
        args: { path: "" },
        mistakes: [{ field: "path", rule: "must not be empty" }],
      },
      { fn: "getFile", args: { path: 7 }, mistakes: [{ field: "path", rule: "string" }] },
      {
        fn: "getPrebuiltProject",
        args: { path: "", projectId: "" },
        mistakes: [
          { field: "path", rule: "must not be empty" },
          { field: "projectId", rule: "must not be empty" },
        ],
      },
    ],
  },
  notSecret: [["Deployment.url", "a deployment's public hostname"]],
  stack: {
    unit({ tag, opts, project }) {
      new Deployment(`${tag}-preview`, {
        projectId: project.id,
        files: { "index.html": `<h1>${tag}</h1>` },
        deleteOnDestroy: true,
        ...opts,
      });
    },
  },
  driftEdits: [
    {
      // Before the deployment's deletion below, which would take its aliases with it.
      resource: "sitePreviewAlias",
      edit: (c, { stateIds }) => c.aliases.delete(stateIds.sitePreviewAlias!),
      expect: { recreated: true },
    },
    {
      resource: "sitePreview",
      edit: (c, { stateIds }) => c.deployments.deleteDeployment(stateIds.sitePreview!),
      expect: { recreated: true },
    },
  ],
  lookupFixtures: {
    async getDeployment(emulator, plugin) {
      const projectId = await seedProject(emulator, "deployed");
      // Through the plugin's create: the native front deploys as the dynamic one does.
      const deployment = await createThroughPlugin(plugin, "Deployment", {
        projectId,
        files: { "index.html": "hi" },
      });
      return {
        args: { id: deployment.id },
        expected: {
          id: deployment.id,
          projectId,
          readyState: "READY",
          url: deployment.outputs.url,
          teamId: emulator.teamId,
        },
        secret: [],
      };
    },
    async getAlias(emulator, plugin) {
      const projectId = await seedProject(emulator, "aliased");
      const deployment = await createThroughPlugin(plugin, "Deployment", {
        projectId,
        files: { "index.html": "hi" },
      });
      const alias = await createThroughPlugin(plugin, "Alias", {
        alias: "Aliased.vercel.app",
        deploymentId: deployment.id,
      });
      return {
        args: { alias: "aliased.vercel.app" },
        expected: {
          id: alias.id,
          alias: "aliased.vercel.app",
          deploymentId: deployment.id,
          teamId: emulator.teamId,
        },
        secret: [],
      };
    },
    async getProjectDirectory() {
      const folder = await localFolder();
      return {
        args: { path: folder },
        expected: { id: folder, path: folder, files: { [`${folder}/index.html`]: `2~${HI_SHA}` } },
        secret: [],
      };
    },
    async getPrebuiltProject() {
      const folder = await mkdtemp(join(tmpdir(), "native-prebuilt-"));
      await mkdir(join(folder, ".vercel/output/static"), { recursive: true });
      await writeFile(join(folder, ".vercel/output/config.json"), '{"version":3}');
      await writeFile(join(folder, ".vercel/output/static/index.html"), "hi");
      return {
        args: { path: folder },
        expected: {
          id: folder,
          path: folder,
          output: {
            [`${folder}/.vercel/output/config.json`]: "13~15ce20dffd92d3b9a5ef45880aeb21090b8e579a",
            [`${folder}/.vercel/output/static/index.html`]: `2~${HI_SHA}`,
          },
        },
        secret: [],
      };
    },
    async getFile() {
      const file = join(await localFolder(), "index.html");
      return {
        args: { path: file },
        expected: { id: file, path: file, file: { [file]: `2~${HI_SHA}` } },
        secret: [],
      };
    },
  },
});
