// Deployment: files (inline `files`, or a local `directory`) deployed to a project, as the Terraform
// provider's `vercel_deployment`. The folder is read at preview: `fileDigests` (path → `sha~size`)
// is filled in by check, so a changed file shows in the preview before anything is uploaded. A
// deployment never changes once made: any change of what it deploys makes a new one (created
// before the old one is deleted, so the site is never without one). Create uploads only the files
// the platform does not have (deployFiles) and waits until the deployment is READY; a failed build
// fails the `up`, naming the deployment and its last error event. On destroy the deployment stays
// (as the platform keeps deployments) unless `deleteOnDestroy`. Import `[team/]<deploymentId>`.
// `prebuilt` deploys what `vercel build` left in `directory`'s `.vercel/output` as it is (as
// `vercel deploy --prebuilt`): refused at preview when there is no output, no config.json, a failed
// build, or an output built for another project (prebuilt-output.ts).
import { createHash, randomUUID } from "node:crypto";
import { existsSync, statSync } from "node:fs";
import { z } from "zod";
import { READY_STATES, type Deployment as ApiDeployment } from "../../../schema/deployments";
import { defineResource, type ResourceContext } from "../kit/definition";
import { CREATE_TOKEN_META, INPUTS_META } from "./deployments-api";
import { digests, localFiles, pathsOutsideDeployment, type LocalFile } from "./file-set";
import { gitSourceFor } from "./git-source";
import { otherProject, PrebuiltOutputError, readPrebuiltOutput } from "./prebuilt-output";
import { deployFiles } from "./upload";
import { waitUntilReady } from "./wait";

const Settings = z.strictObject({
  buildCommand: z
    .string()
    .optional()
    .describe("The command that builds the deployment; the project's (or the framework's) when omitted."),
  installCommand: z
    .string()
    .optional()
    .describe("The command that installs dependencies; the project's (or the detected one) when omitted."),
  outputDirectory: z
    .string()
    .optional()
    .describe("The folder the build writes its output to; the project's (or the framework's) when omitted."),
  rootDirectory: z
    .string()
    .optional()
    .describe(
      "The folder, relative to the deployed files, that holds the app's source; the project's when omitted.",
    ),
  framework: z
    .string()
    .optional()
    .describe("The framework preset to build with, such as `nextjs` or `vite`; the project's when omitted."),
});

const DeploymentShape = {
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe("The project to deploy to, by id or name. Another project makes a new deployment."),
  files: z
    .record(z.string().min(1, "must not be empty"), z.string())
    .optional()
    .describe(
      "The files to deploy by path: each value is the file's content, or the `size~sha` digest that `getProjectDirectory`, `getFile` and `getPrebuiltProject` answer for a local file at that path. Needed unless `directory`, `ref` or `prebuilt` is set; paths must stay inside the deployment. A change makes a new deployment.",
    ),
  pathPrefix: z
    .string()
    .optional()
    .describe(
      "Text stripped from the start of the local paths in `files` to make their paths in the deployment; leading `../`s are stripped when omitted.",
    ),
  directory: z
    .string()
    .min(1, "must not be empty")
    .optional()
    .describe(
      "A local folder whose files are deployed, read at preview, without `.git`, `node_modules` and `.vercel`; an entry of `files` with the same path wins. A change of its content makes a new deployment.",
    ),
  prebuilt: z
    .boolean()
    .optional()
    .describe(
      "Whether to deploy the output `vercel build` left in `directory` (the project folder or its `.vercel/output`) as it is, instead of building on the platform; needs `directory` and no `files`. False when omitted.",
    ),
  fileDigests: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      "Each deployed path with its `size~sha1` digest, computed at preview from `files` and `directory` so that a changed file shows as a change; leave it unset.",
    ),
  production: z
    .boolean()
    .optional()
    .describe(
      "Whether this is a production deployment, which takes the project's production domains once ready; a preview deployment when false or omitted. A change makes a new deployment.",
    ),
  target: z
    .string()
    .min(1, "must not be empty")
    .optional()
    .describe(
      "The custom environment to deploy to, by slug or id; not with `production`. A change makes a new deployment.",
    ),
  ref: z
    .string()
    .min(1, "must not be empty")
    .optional()
    .describe(
      "A branch or commit of the project's linked Git repository for the platform to build and deploy, instead of `files` or `directory`. A change makes a new deployment.",
    ),
  environment: z
    .record(z.string().min(1, "must not be empty"), z.string())
    .optional()
    .describe(
      "Environment variables of this deployment only, name to value, at build and at run time, over the project's. A change makes a new deployment. Secret.",
    ),
  meta: z
    .record(z.string(), z.string())
    .optional()
    .describe(
      "Key-value metadata attached to the deployment, as `vercel deploy --meta` sets it. A change makes a new deployment.",
    ),
  projectSettings: Settings.optional().describe(
    "Build settings of this deployment, over the project's. A change makes a new deployment.",
  ),
  deleteOnDestroy: z
    .boolean()
    .optional()
    .describe(
      "Whether destroying or replacing the resource deletes the deployment for good; false when omitted, which keeps it as the platform keeps past deployments.",
    ),
  timeoutSeconds: z
    .number()
    .int()
    .min(1, "must be at least 1 second")
    .max(7200, "must be at most 7200 seconds (2 hours)")
    .optional()
    .describe(
      "Seconds a create waits for the deployment to be ready before it fails, 1 to 7200; 600 when omitted.",
    ),
};

const DeploymentInputs = z
  .strictObject(DeploymentShape)
  .refine(
    // A prebuilt deployment without its directory is named by the prebuilt rule below.
    (inputs) =>
      inputs.files !== undefined ||
      inputs.directory !== undefined ||
      inputs.ref !== undefined ||
      inputs.prebuilt === true,
    { path: ["files"], message: "is required unless directory or ref is set: a deployment needs files" },
  )
  .refine(
    (inputs) => inputs.ref === undefined || (inputs.files === undefined && inputs.directory === undefined),
    {
      path: ["ref"],
      message: "deploys the Git repository: leave files and directory unset",
    },
  )
  .refine((inputs) => inputs.prebuilt !== true || inputs.directory !== undefined, {
    path: ["directory"],
    message: "is required with prebuilt: the folder holding .vercel/output (or that folder)",
  })
  .refine((inputs) => inputs.prebuilt !== true || inputs.files === undefined, {
    path: ["files"],
    message: "must be unset with prebuilt: the output is deployed as `vercel build` left it",
  })
  .superRefine((inputs, context) => {
    const outside = pathsOutsideDeployment(inputs.files);
    if (outside.length > 0) {
      context.addIssue({
        code: "custom",
        path: ["files"],
        message: `paths must stay inside the deployment (no "." or ".." segments): ${outside.map((p) => JSON.stringify(p)).join(", ")}`,
      });
    }
  })
  .refine((inputs) => !(inputs.production === true && inputs.target !== undefined), {
    path: ["target"],
    message: "must not be set on a production deployment",
  });
export type DeploymentInputs = z.infer<typeof DeploymentInputs>;

export const DeploymentOutputs = z.object(DeploymentShape).extend({
  deploymentId: z.string().describe("The deployment's id (`dpl_…`), also the resource's id."),
  url: z
    .string()
    .describe("The deployment's own hostname, unique to it, such as `<project>-<hash>-<team>.vercel.app`."),
  aliases: z
    .array(z.string())
    .describe(
      "The hostnames the deployment serves besides its URL; for a production deployment, the project's domains.",
    ),
  domains: z
    .array(z.string())
    .describe("The same hostnames as `aliases`, under the Terraform provider's name."),
  readyState: z
    .enum(READY_STATES)
    .describe(
      "The deployment's state: `QUEUED`, `INITIALIZING` or `BUILDING` on the way, then `READY`, `ERROR`, `CANCELED` or `BLOCKED`.",
    ),
  createdAt: z.number().describe("When the deployment was created, in milliseconds since the Unix epoch."),
});
export type DeploymentOutputs = z.infer<typeof DeploymentOutputs>;

/** The platform's side of the outputs; the inputs come from the program (or the state). */
export function deploymentOutputs(
  deployment: ApiDeployment,
  inputs: Partial<DeploymentInputs>,
): DeploymentOutputs {
  // The create's own token and inputs digest (deployments-api.ts) are not the program's.
  const meta = Object.fromEntries(
    Object.entries(deployment.meta).filter(([key]) => key !== CREATE_TOKEN_META && key !== INPUTS_META),
  );
  return {
    ...inputs,
    projectId: deployment.projectId,
    ...(Object.keys(meta).length > 0 || inputs.meta !== undefined ? { meta } : {}),
    ...(deployment.target === "production" ? { production: true } : {}),
    deploymentId: deployment.id,
    url: deployment.url,
    aliases: deployment.alias ?? [],
    domains: deployment.alias ?? [],
    readyState: deployment.readyState,
    createdAt: deployment.createdAt,
  };
}

/**
 * What a deployment is made of, as one digest: its files (by digest) and everything else that
 * forces a new one. Keys sorted, so the same program gives the same digest on any machine.
 */
function inputsDigest(inputs: DeploymentInputs): string {
  const sorted = (record: Readonly<Record<string, unknown>> | undefined) =>
    record && Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  const made = {
    projectId: inputs.projectId,
    files: sorted(inputs.fileDigests),
    production: inputs.production === true,
    target: inputs.target ?? null,
    ref: inputs.ref ?? null,
    // Values by digest: the meta this digest rides in is readable by every member of the team.
    environment:
      sorted(
        inputs.environment &&
          Object.fromEntries(
            Object.entries(inputs.environment).map(([key, value]) => [
              key,
              createHash("sha256").update(value).digest("hex"),
            ]),
          ),
      ) ?? {},
    meta: sorted(inputs.meta) ?? {},
    projectSettings: sorted(inputs.projectSettings) ?? {},
  };
  return createHash("sha1").update(JSON.stringify(made)).digest("hex");
}

/** Everything about what is deployed forces a new deployment. */
const REPLACING = [
  "projectId",
  "files",
  "directory",
  "fileDigests",
  "production",
  "target",
  "ref",
  "prebuilt",
  "environment",
  "meta",
  "projectSettings",
];

export const deploymentDefinition = defineResource<
  DeploymentInputs,
  DeploymentOutputs,
  { customEnvironmentId: "target" }
>({
  name: "Deployment",
  description:
    "A deployment of files (inline, a local folder, or the prebuilt output of `vercel build`) to a project; `up` waits until it is ready. A deployment never changes: any change to what it deploys makes a new one.",
  // @pulumiverse/vercel's name: a custom environment by id (ours takes its slug too).
  aliases: { customEnvironmentId: "target" },
  inputs: DeploymentInputs,
  outputs: DeploymentOutputs,
  fields: {
    ...Object.fromEntries(REPLACING.map((key) => [key, { replaceOnChange: true }])),
    environment: { replaceOnChange: true, secret: true },
    production: { replaceOnChange: true, default: false },
    deleteOnDestroy: { default: false },
    timeoutSeconds: { default: 600 },
  },
  // The new deployment first: the site always has one.
  deleteBeforeReplace: false,
  secretOutputs: [],
  importId: { segments: ["deploymentId"], toId: ([id]) => id ?? "" },
  // Deployments have no name. With `adopt`, a deployment of this project made by this provider
  // from exactly these inputs (files, target, meta, settings: their digest rides in its meta) and
  // not failed is this resource's: what an interrupted `up` left behind is taken over, not made
  // again beside it (docs/recovery.md).
  adopt: {
    key: "projectId + the digest of files and settings",
    async find(ctx, inputs) {
      const digest = inputsDigest(inputs);
      const recent = await ctx.client.deployments.listDeployments({
        projectId: inputs.projectId,
        limit: 100,
      });
      const made = recent.find(
        (d) => d.meta?.[INPUTS_META] === digest && d.readyState !== "ERROR" && d.readyState !== "CANCELED",
      );
      if (!made) return undefined;
      const ready = await waitUntilReady(
        ctx.client.deployments,
        await ctx.client.deployments.getDeployment(made.uid),
        (inputs.timeoutSeconds ?? 600) * 1000,
      );
      return { id: ready.id, outputs: deploymentOutputs(ready, inputs) };
    },
  },

  prepare(inputs) {
    if (inputs.ref !== undefined) return { inputs };
    if (inputs.directory !== undefined) {
      if (!existsSync(inputs.directory) || !statSync(inputs.directory).isDirectory()) {
        return {
          inputs,
          failures: [{ property: "directory", reason: `${inputs.directory} is not a folder` }],
        };
      }
    }
    if (inputs.prebuilt === true) return preparePrebuilt(inputs);
    let files;
    try {
      files = localFiles(inputs.directory, inputs.files, inputs.pathPrefix);
    } catch (error) {
      const reason = `cannot read a local file: ${error instanceof Error ? error.message : String(error)}`;
      return { inputs, failures: [{ property: "files", reason }] };
    }
    if (files.size === 0) {
      return { inputs, failures: [{ property: "directory", reason: "holds no file to deploy" }] };
    }
    return { inputs: { ...inputs, fileDigests: digests(files) } };
  },

  async create(ctx, inputs) {
    const files =
      inputs.ref !== undefined
        ? new Map()
        : inputs.prebuilt === true
          ? await prebuiltFiles(ctx, inputs)
          : localFiles(inputs.directory, inputs.files, inputs.pathPrefix);
    const request = {
      name: inputs.projectId,
      project: inputs.projectId,
      ...(inputs.production ? { target: "production" } : {}),
      ...(inputs.target === undefined ? {} : { customEnvironmentSlugOrId: inputs.target }),
      meta: { ...inputs.meta, [INPUTS_META]: inputsDigest({ ...inputs, fileDigests: digests(files) }) },
      ...(inputs.projectSettings === undefined ? {} : { projectSettings: inputs.projectSettings }),
      // Runtime and build alike, as the Terraform provider sends them.
      ...(inputs.environment === undefined
        ? {}
        : { env: inputs.environment, build: { env: inputs.environment } }),
    };
    const created =
      inputs.ref === undefined
        ? await deployFiles(ctx.client.deployments, request, files)
        : await ctx.client.deployments.createDeployment(
            {
              ...request,
              gitSource: gitSourceFor(
                inputs.projectId,
                (await ctx.client.projects.get(inputs.projectId)).link,
                inputs.ref,
              ),
            },
            randomUUID(),
          );
    const ready = await waitUntilReady(
      ctx.client.deployments,
      created,
      (inputs.timeoutSeconds ?? 600) * 1000,
    );
    return { id: ready.id, outputs: deploymentOutputs(ready, { ...inputs, fileDigests: digests(files) }) };
  },

  read: async (ctx, id, state) => deploymentOutputs(await ctx.client.deployments.getDeployment(id), state),

  /** Only `deleteOnDestroy` and `timeoutSeconds` change in place, and only in state. */
  async update(ctx, id, _olds, news) {
    return deploymentOutputs(await ctx.client.deployments.getDeployment(id), news);
  },

  async delete(ctx, id, state) {
    if (state.deleteOnDestroy === true) await ctx.client.deployments.deleteDeployment(id);
  },
});

/**
 * A prebuilt output's digests, or why it cannot be deployed: refused on `directory` (no output, no
 * config.json, a failed build, another project's when `projectId` is an id; a name is compared at
 * create, which may call the API) or on `production` (built for the other environment, as the CLI
 * refuses it).
 */
function preparePrebuilt(inputs: DeploymentInputs): {
  inputs: DeploymentInputs;
  failures?: { property: string; reason: string }[];
} {
  let output;
  try {
    output = readPrebuiltOutput(inputs.directory ?? "");
  } catch (error) {
    if (!(error instanceof PrebuiltOutputError)) throw error;
    return { inputs, failures: [{ property: "directory", reason: error.message }] };
  }
  const other = inputs.projectId.startsWith("prj_") ? otherProject(output, inputs.projectId) : undefined;
  if (other !== undefined) return { inputs, failures: [{ property: "directory", reason: other }] };
  const wanted = inputs.production === true ? "production" : "preview";
  if (inputs.target === undefined && (output.target === "production" || output.target === "preview")) {
    if (output.target !== wanted) {
      const reason = `${output.output} was built for ${output.target} (builds.json), not ${wanted}: run \`vercel build${wanted === "production" ? " --prod" : ""}\``;
      return { inputs, failures: [{ property: "production", reason }] };
    }
  }
  return { inputs: { ...inputs, fileDigests: digests(output.files) } };
}

/** The output's files, once its project link is known to be this project's (resolving a name). */
async function prebuiltFiles(
  ctx: ResourceContext,
  inputs: DeploymentInputs,
): Promise<Map<string, LocalFile>> {
  const output = readPrebuiltOutput(inputs.directory ?? "");
  if (output.projectId !== undefined && output.projectId !== inputs.projectId) {
    const other = otherProject(output, (await ctx.client.projects.get(inputs.projectId)).id);
    if (other !== undefined) throw new Error(`directory: ${other}`);
  }
  return output.files;
}
