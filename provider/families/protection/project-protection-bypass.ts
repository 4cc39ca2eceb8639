// ProjectProtectionBypass: one automation bypass of a project's deployment protection, whose
// secret is the value of the `x-vercel-protection-bypass` header (or query parameter) that lets
// CI through protected deployments. Arguments as @pulumiverse/vercel 5.4.1: projectId and secret
// replace (the platform keys a bypass by its secret), note and isEnvVar change in place.
//
// The platform keeps exactly one automation bypass per project as the env-var default
// (VERCEL_AUTOMATION_BYPASS_SECRET): the first one made is it; `isEnvVar: true` promotes a bypass
// (demoting the other); `isEnvVar: false` on the default hands the role to a sibling (none: an
// error naming the rule), and deleting the default hands it over first, as the Terraform provider does.
//
// The secret is a secret output (generated when the program gives none) and never part of the id:
// the id is `<projectId>/sha256-<digest of the secret>`. The import id is the Terraform form
// `[team/]<projectId>/<secret>` (the digest form is accepted too).
import { z } from "zod";
import { BypassNote, BypassSecret, type AutomationBypass } from "../../../schema/protection-bypass";
import { ConflictError } from "../../client/errors";
import { defineResource, type ResourceContext } from "../kit/definition";
import { bypassKey, type Bypasses } from "./protection-api";

const ProjectProtectionBypassInputs = z.strictObject({
  projectId: z
    .string()
    .min(1, "must not be empty")
    .describe(
      "The id of the project (`prj_…`) whose deployment protection the bypass passes; changing it replaces the bypass.",
    ),
  secret: BypassSecret.optional().describe(
    "The value of the `x-vercel-protection-bypass` header (or query parameter) that lets automation through protected deployments: 32 letters and digits, generated when omitted. Changing it replaces the bypass. Secret.",
  ),
  note: BypassNote.optional().describe(
    "A note shown next to the bypass, at most 100 characters; none when omitted.",
  ),
  isEnvVar: z
    .boolean()
    .optional()
    .describe(
      "Whether this bypass is the project's `VERCEL_AUTOMATION_BYPASS_SECRET`, a role exactly one bypass of the project holds: true takes it from the other, false hands it to another bypass (refused on the project's only one). When omitted, the project's first bypass holds it.",
    ),
});
export type ProjectProtectionBypassInputs = z.infer<typeof ProjectProtectionBypassInputs>;

export const ProjectProtectionBypassOutputs = ProjectProtectionBypassInputs.extend({
  secret: z.string(),
  isEnvVar: z.boolean(),
  scope: z.string().describe("The kind of bypass: always `automation-bypass`."),
  createdAt: z.number().describe("When the bypass was made, in milliseconds since the Unix epoch."),
  createdBy: z.string().describe("The id of the user who made the bypass."),
});
export type ProjectProtectionBypassOutputs = z.infer<typeof ProjectProtectionBypassOutputs>;

function idParts(id: string): { projectId: string; key: string } {
  const slash = id.indexOf("/");
  if (slash <= 0)
    throw new Error("ProjectProtectionBypass id must look like <projectId>/<secret or sha256-digest>");
  return { projectId: id.slice(0, slash), key: id.slice(slash + 1) };
}

const idOf = (projectId: string, secret: string) => `${projectId}/${bypassKey(secret)}`;

function outputsOf(
  projectId: string,
  secret: string,
  entry: AutomationBypass,
): ProjectProtectionBypassOutputs {
  return {
    projectId,
    secret,
    ...(entry.note !== undefined && entry.note !== "" ? { note: entry.note } : {}),
    isEnvVar: entry.isEnvVar ?? false,
    scope: entry.scope,
    createdAt: entry.createdAt,
    createdBy: entry.createdBy,
  };
}

function automation(bypasses: Bypasses, secret: string): AutomationBypass | undefined {
  const entry = bypasses[secret];
  return entry?.scope === "automation-bypass" ? entry : undefined;
}

/** Another automation bypass to take the env-var role, the same one every time (sorted). */
const sibling = (bypasses: Bypasses, secret: string) =>
  Object.keys(bypasses)
    .filter((key) => key !== secret && automation(bypasses, key) !== undefined)
    .sort()[0];

/** Hands the env-var role of `secret` to a sibling; false when it had no role to hand over. */
async function handOver(ctx: ResourceContext, projectId: string, secret: string, required: boolean) {
  const bypasses = await ctx.client.protection.bypasses(projectId);
  if (!automation(bypasses, secret)?.isEnvVar) return false;
  const next = sibling(bypasses, secret);
  if (next === undefined) {
    if (!required) return false;
    throw new Error(
      `ProjectProtectionBypass: isEnvVar cannot be false on project ${projectId}'s only bypass: the platform keeps exactly one bypass as VERCEL_AUTOMATION_BYPASS_SECRET; leave isEnvVar unset, or give another bypass of the project isEnvVar: true`,
    );
  }
  await ctx.client.protection.change(projectId, { update: { secret: next, isEnvVar: true } });
  return true;
}

async function readBypass(ctx: ResourceContext, projectId: string, key: string) {
  const { secret, entry } = await ctx.client.protection.bypass(projectId, key);
  if (entry.scope !== "automation-bypass") {
    throw new Error(
      `ProjectProtectionBypass ${projectId}/${bypassKey(secret)} is an integration's bypass, not an automation bypass`,
    );
  }
  return outputsOf(projectId, secret, entry);
}

export const projectProtectionBypassDefinition = defineResource<
  ProjectProtectionBypassInputs,
  ProjectProtectionBypassOutputs
>({
  name: "ProjectProtectionBypass",
  description:
    "An automation bypass of a project's deployment protection: a secret that CI sends in the `x-vercel-protection-bypass` header (or query parameter) to reach protected deployments.",
  inputs: ProjectProtectionBypassInputs,
  outputs: ProjectProtectionBypassOutputs,
  fields: {
    projectId: { replaceOnChange: true },
    secret: { replaceOnChange: true, secret: true, computed: true },
    // The platform drops an empty note: "" and none are one value (Terraform provider #554).
    note: { default: "" },
    isEnvVar: { computed: true },
  },
  // Bypasses of a project are many: a replacement can exist next to the old one.
  deleteBeforeReplace: false,
  secretOutputs: ["secret"],
  importId: {
    segments: ["projectId", "secret"],
    toId: ([projectId, secret]) => `${projectId}/${secret}`,
    canonical: (_ctx, id, outputs) => idOf(idParts(id).projectId, outputs.secret),
  },
  adopt: {
    key: "secret",
    // Only a bypass the program names by its secret can be found again; a generated one cannot.
    async find(ctx, inputs) {
      if (inputs.secret === undefined) return undefined;
      const entry = automation(await ctx.client.protection.bypasses(inputs.projectId), inputs.secret);
      return (
        entry && {
          id: idOf(inputs.projectId, inputs.secret),
          outputs: outputsOf(inputs.projectId, inputs.secret, entry),
        }
      );
    },
  },

  async create(ctx, inputs) {
    const api = ctx.client.protection;
    const { projectId } = inputs;
    const secret = await api.exclusive(projectId, async () => {
      const before = inputs.secret === undefined ? await api.bypasses(projectId) : {};
      let after: Bypasses;
      try {
        after = await api.change(projectId, {
          generate: {
            ...(inputs.secret ? { secret: inputs.secret } : {}),
            ...(inputs.note ? { note: inputs.note } : {}),
          },
        });
      } catch (error) {
        // A generate whose answer was lost and was sent again: the bypass is there.
        if (!(error instanceof ConflictError) || inputs.secret === undefined) throw error;
        after = await api.bypasses(projectId);
      }
      const made =
        inputs.secret ?? Object.keys(after).find((key) => !(key in before) && automation(after, key));
      if (made === undefined || !automation(after, made)) {
        throw new Error(
          `ProjectProtectionBypass: the new bypass of project ${projectId} is not in the platform's answer`,
        );
      }
      const entry = automation(after, made)!;
      if (inputs.isEnvVar === false && entry.isEnvVar && sibling(after, made) === undefined) {
        await api.change(projectId, { revoke: { secret: made, regenerate: false } });
        throw new Error(
          `ProjectProtectionBypass: isEnvVar cannot be false on project ${projectId}'s only bypass: the platform keeps exactly one bypass as VERCEL_AUTOMATION_BYPASS_SECRET; leave isEnvVar unset, or give another bypass of the project isEnvVar: true`,
        );
      }
      if (inputs.isEnvVar === true && !entry.isEnvVar) {
        await api.change(projectId, { update: { secret: made, isEnvVar: true } });
      } else if (inputs.isEnvVar === false && entry.isEnvVar) {
        await handOver(ctx, projectId, made, true);
      }
      return made;
    });
    const scoped = { ...ctx, client: ctx.client.withSecrets([secret]) };
    return { id: idOf(projectId, secret), outputs: await readBypass(scoped, projectId, secret) };
  },

  async read(ctx, id) {
    const { projectId, key } = idParts(id);
    return readBypass(ctx, projectId, key);
  },

  async update(ctx, id, olds, news, changes) {
    const api = ctx.client.protection;
    const { projectId } = idParts(id);
    const secret = olds.secret;
    await api.exclusive(projectId, async () => {
      const note = changes.has("note") ? (news.note ?? "") : undefined;
      const promote = changes.has("isEnvVar") && news.isEnvVar === true;
      if (changes.has("isEnvVar") && news.isEnvVar === false) await handOver(ctx, projectId, secret, true);
      if (note !== undefined || promote) {
        await api.change(projectId, {
          update: { secret, ...(note !== undefined ? { note } : {}), ...(promote ? { isEnvVar: true } : {}) },
        });
      }
    });
    return readBypass(ctx, projectId, secret);
  },

  async delete(ctx, id, state) {
    const api = ctx.client.protection;
    const { projectId } = idParts(id);
    await api.exclusive(projectId, async () => {
      // The platform refuses to revoke the default while siblings remain: hand the role over first.
      await handOver(ctx, projectId, state.secret, false);
      await api.change(projectId, { revoke: { secret: state.secret, regenerate: false } });
    });
  },
});
