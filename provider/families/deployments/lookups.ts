// getDeployment (a deployment by id or URL), and, as the Terraform data sources
// `vercel_project_directory`, `vercel_file` and `vercel_prebuilt_project`, getProjectDirectory,
// getFile and getPrebuiltProject: local files and their `size~sha` digests, for a Deployment's
// `files` (no API call, but for getPrebuiltProject's `projectId` given by name).
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { aliasOutputs, AliasOutputs } from "./alias";
import { deploymentOutputs, DeploymentOutputs } from "./deployment";
import { digestOf, digests, readDirectory, readLocalFile } from "./file-set";
import { otherProject, PrebuiltOutputError, readPrebuiltOutput } from "./prebuilt-output";

export const getDeploymentFunction = defineFunction({
  name: "getDeployment",
  subject: "Deployment",
  description: "A deployment by id or URL: its project, URL, aliases and state.",
  labelArg: "id",
  args: z.strictObject({
    id: z.string().min(1, "must not be empty").describe("The deployment's id or URL."),
  }),
  result: DeploymentOutputs.pick({
    projectId: true,
    meta: true,
    production: true,
    deploymentId: true,
    url: true,
    aliases: true,
    readyState: true,
    createdAt: true,
    domains: true,
  }).extend({
    id: z.string().describe("The deployment's id (`dpl_…`)."),
    projectId: DeploymentOutputs.shape.projectId.describe("The id of the deployment's project."),
    meta: DeploymentOutputs.shape.meta.describe("The key-value metadata attached to the deployment, if any."),
    production: DeploymentOutputs.shape.production.describe(
      "True for a production deployment; absent for a preview or custom-environment one.",
    ),
    customEnvironmentId: z
      .string()
      .optional()
      .describe("The id of the custom environment the deployment was made for, if any."),
    ref: z
      .string()
      .optional()
      .describe("The Git branch or commit the deployment was built from, if it came from Git."),
  }),
  secretResults: [],
  async call(ctx, args) {
    const deployment = await ctx.client.deployments.getDeployment(args.id);
    const customEnvironmentId = idOf(deployment["customEnvironment"]);
    const ref = stringField(deployment["gitSource"], "ref");
    const { projectId, meta, production, deploymentId, url, aliases, readyState, createdAt } =
      deploymentOutputs(deployment, {});
    return {
      id: deployment.id,
      projectId,
      ...(meta === undefined ? {} : { meta }),
      ...(production === undefined ? {} : { production }),
      deploymentId,
      url,
      aliases,
      domains: aliases,
      readyState,
      createdAt,
      ...(customEnvironmentId === undefined ? {} : { customEnvironmentId }),
      ...(ref === undefined ? {} : { ref }),
    };
  },
});

/** `value[key]` when `value` is an object whose `key` is a string. */
function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === "string" ? field : undefined;
}

const idOf = (value: unknown) => stringField(value, "id");

export const getProjectDirectoryFunction = defineFunction({
  name: "getProjectDirectory",
  subject: "ProjectDirectory",
  description:
    "The files of a local folder (`.git`, `node_modules` and `.vercel` skipped), as the Terraform data source `vercel_project_directory`: `files` maps each file's local path to `size~sha1`; give it to a Deployment's `files` with `pathPrefix` the folder.",
  labelArg: "path",
  args: z.strictObject({ path: z.string().min(1, "must not be empty").describe("The folder.") }),
  result: z.object({
    id: z.string().describe("The folder, as given."),
    path: z.string().describe("The folder, as given."),
    files: z
      .record(z.string(), z.string())
      .describe(
        "Each file's local path (the folder's path joined with the file's) with its `size~sha1` digest, for a Deployment's `files`.",
      ),
  }),
  secretResults: [],
  call(_ctx, args) {
    // Keyed by local path (the folder's path joined), as Terraform's: a Deployment reads them from disk.
    const files = Object.entries(digests(readDirectory(args.path))).map(([path, digest]) => [
      `${args.path.replace(/\/+$/, "")}/${path}`,
      digest,
    ]);
    return Promise.resolve({ id: args.path, path: args.path, files: Object.fromEntries(files) });
  },
});

export const getFileFunction = defineFunction({
  name: "getFile",
  subject: "File",
  description:
    "One local file, as the Terraform data source `vercel_file`: `file` maps its path to `size~sha1`, for a Deployment's `files`.",
  labelArg: "path",
  args: z.strictObject({ path: z.string().min(1, "must not be empty").describe("The file.") }),
  result: z.object({
    id: z.string().describe("The file's path, as given."),
    path: z.string().describe("The file's path, as given."),
    file: z
      .record(z.string(), z.string())
      .describe("The file's path with its `size~sha1` digest, one entry for a Deployment's `files`."),
  }),
  secretResults: [],
  call(_ctx, args) {
    return Promise.resolve({
      id: args.path,
      path: args.path,
      file: { [args.path]: digestOf(readLocalFile(args.path)) },
    });
  },
});

export const getAliasFunction = defineFunction({
  name: "getAlias",
  subject: "Alias",
  description: "An alias by its hostname (or id): the deployment it points at.",
  labelArg: "alias",
  args: z.strictObject({
    alias: z.string().min(1, "must not be empty").describe("The alias's hostname or id."),
  }),
  result: AliasOutputs.extend({
    id: z.string().describe("The alias's id."),
    alias: AliasOutputs.shape.alias.describe("The alias's hostname."),
    deploymentId: AliasOutputs.shape.deploymentId.describe("The id of the deployment the hostname serves."),
  }),
  secretResults: [],
  async call(ctx, args) {
    const alias = await ctx.client.aliases.get(args.alias);
    return { id: alias.uid, ...aliasOutputs(alias) };
  },
});

export const getPrebuiltProjectFunction = defineFunction({
  name: "getPrebuiltProject",
  subject: "PrebuiltProject",
  description:
    "The output `vercel build` left in a local project folder (`.vercel/output`, Build Output API v3), as the Terraform data source `vercel_prebuilt_project`: `output` maps each file's local path to `size~sha1`; give it to a Deployment's `files` with `pathPrefix` the folder (or set the Deployment's `prebuilt` and `directory`). Refused when there is no output, no `config.json`, the build failed (builds.json), or, given `projectId`, the output was built for another project (`.vercel/project.json`).",
  labelArg: "path",
  args: z.strictObject({
    path: z
      .string()
      .min(1, "must not be empty")
      .describe("The project folder: the one holding `.vercel/output`."),
    projectId: z
      .string()
      .min(1, "must not be empty")
      .optional()
      .describe("The project (id or name) the output must have been built for."),
  }),
  result: z.object({
    id: z.string().describe("The project folder, as given."),
    path: z.string().describe("The project folder, as given."),
    output: z
      .record(z.string(), z.string())
      .describe(
        "Each file of `.vercel/output` by local path (the folder's path joined with the file's) with its `size~sha1` digest, for a Deployment's `files`.",
      ),
    linkedProjectId: z
      .string()
      .optional()
      .describe("The id of the project `.vercel/project.json` links the folder to, if any."),
  }),
  secretResults: [],
  async call(ctx, args) {
    let built;
    try {
      built = readPrebuiltOutput(args.path);
    } catch (error) {
      if (error instanceof PrebuiltOutputError) throw new Error(`path: ${error.message}`);
      throw error;
    }
    if (args.projectId !== undefined && built.projectId !== undefined && built.projectId !== args.projectId) {
      const other = otherProject(built, (await ctx.client.projects.get(args.projectId)).id);
      if (other !== undefined) throw new Error(`path: ${other}`);
    }
    // Keyed by local path (the folder's path joined), as Terraform's: a Deployment reads them from disk.
    const folder = args.path.replace(/\/+$/, "");
    const output = Object.entries(digests(built.files)).map(([path, digest]) => [
      `${folder}/${path}`,
      digest,
    ]);
    return {
      id: args.path,
      path: args.path,
      output: Object.fromEntries(output),
      ...(built.projectId === undefined ? {} : { linkedProjectId: built.projectId }),
    };
  },
});
