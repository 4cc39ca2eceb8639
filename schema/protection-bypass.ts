// A project's automation bypasses of deployment protection (@vercel/sdk's
// updateProjectProtectionBypass, PATCH /v1/projects/{idOrName}/protection-bypass; the Terraform
// provider calls it under /v10). One body makes, edits or revokes one bypass; every answer is the
// project's whole `protectionBypass` map, keyed by the bypass's 32-character secret (the value of
// the `x-vercel-protection-bypass` header), as GET /v9/projects/{idOrName} answers it too.
import { z } from "zod";

/** A bypass secret: 32 letters and digits. */
export const BypassSecret = z.string().regex(/^[a-zA-Z0-9]{32}$/, "must be 32 letters and digits");

/** The note shown next to a bypass: at most 100 characters. */
export const BypassNote = z.string().max(100, "must be at most 100 characters");

export const ProtectionBypassGenerate = z.strictObject({
  /** The caller's secret; the platform makes one when absent. */
  secret: BypassSecret.optional(),
  note: BypassNote.optional(),
});

export const ProtectionBypassUpdate = z.strictObject({
  secret: z.string().min(1),
  /** true makes this bypass the project's VERCEL_AUTOMATION_BYPASS_SECRET (and no other). */
  isEnvVar: z.boolean().optional(),
  note: BypassNote.optional(),
});

export const ProtectionBypassRevoke = z.strictObject({
  secret: z.string().min(1),
  /** Make a new bypass in its place (same note, same env-var role). */
  regenerate: z.boolean(),
});

export const ProjectProtectionBypassChange = z
  .strictObject({
    generate: ProtectionBypassGenerate.optional(),
    update: ProtectionBypassUpdate.optional(),
    revoke: ProtectionBypassRevoke.optional(),
  })
  .refine((body) => [body.generate, body.update, body.revoke].filter((x) => x !== undefined).length === 1, {
    message: "exactly one of generate, update or revoke",
  });
export type ProjectProtectionBypassChange = z.infer<typeof ProjectProtectionBypassChange>;

/** An automation bypass the team made (the SDK's UpdateProjectProtectionBypassProtectionBypass2). */
export const AutomationBypass = z.object({
  scope: z.literal("automation-bypass"),
  createdAt: z.number(),
  createdBy: z.string(),
  isEnvVar: z.boolean().optional(),
  note: z.string().optional(),
});
export type AutomationBypass = z.infer<typeof AutomationBypass>;

/** One entry: an automation bypass, or one an integration holds (read, never managed here). */
export const ProjectBypassEntry = z.union([
  AutomationBypass,
  z.looseObject({
    scope: z.literal("integration-automation-bypass"),
    createdAt: z.number(),
    createdBy: z.string(),
    integrationId: z.string(),
    configurationId: z.string(),
  }),
]);
export type ProjectBypassEntry = z.infer<typeof ProjectBypassEntry>;

export const ProjectProtectionBypassAnswer = z.object({
  protectionBypass: z.record(z.string(), ProjectBypassEntry),
});
export type ProjectProtectionBypassAnswer = z.infer<typeof ProjectProtectionBypassAnswer>;
