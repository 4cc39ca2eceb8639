// The protection area: a project's automation bypasses of deployment protection, read from the
// project (GET /v9/projects/{idOrName} answers its `protectionBypass` map) and changed one at a time
// with PATCH /v1/projects/{idOrName}/protection-bypass (generate, update or revoke).
import { z } from "zod";
import {
  ProjectBypassEntry,
  ProjectProtectionBypassAnswer,
  type ProjectProtectionBypassChange,
} from "../../../schema/protection-bypass";
import { createHash } from "node:crypto";
import type { HttpClient } from "../../client/http";
import { oneAtATime } from "../kit/per-key-queue";

/**
 * What names a bypass where a secret must not appear (resource ids, messages, inventory labels):
 * a digest of its secret. `sha256-` cannot begin a secret (letters and digits only).
 */
export function bypassKey(secret: string): string {
  if (secret.startsWith("sha256-")) return secret;
  return `sha256-${createHash("sha256").update(secret).digest("hex").slice(0, 24)}`;
}

export type Bypasses = Record<string, ProjectBypassEntry>;

const ProjectBypasses = z.looseObject({
  id: z.string(),
  protectionBypass: z.record(z.string(), ProjectBypassEntry).optional(),
});

/** An alias with its protection map, as `GET /v4/aliases/{idOrAlias}` answers it. */
const AliasProtection = z.looseObject({
  alias: z.string(),
  projectId: z.string().nullable().optional(),
  protectionBypass: z
    .record(
      z.string(),
      z.looseObject({ scope: z.string(), createdAt: z.number(), createdBy: z.string().optional() }),
    )
    .optional(),
});
export type AliasProtection = z.infer<typeof AliasProtection>;

export class ProtectionApi {
  constructor(private readonly http: HttpClient) {}

  /**
   * Runs `work` alone among this provider process's changes to the project's bypasses: a generated
   * secret is told apart by comparing the map before and after, and a default is handed over before
   * it is revoked, so two bypasses of one project changing at once (an up's parallel steps) must not
   * interleave. The queue is the process's, not a client's: the engine's parallel steps may each
   * hold their own configured client (a queue per client let a destroy revoke the sibling that a
   * concurrent delete was handing the default to).
   */
  exclusive<T>(projectId: string, work: () => Promise<T>): Promise<T> {
    return oneAtATime(`protection-bypasses:${projectId}`, work);
  }

  /** The bypass whose secret is `secret` or whose key (bypassKey) is `secret`; a missing one is a NotFoundError. */
  async bypass(
    projectId: string,
    secretOrKey: string,
  ): Promise<{ secret: string; entry: ProjectBypassEntry }> {
    const bypasses = await this.bypasses(projectId);
    const secret = Object.keys(bypasses).find((s) => s === secretOrKey || bypassKey(s) === secretOrKey);
    const entry = secret === undefined ? undefined : bypasses[secret];
    if (secret === undefined || !entry) {
      // The message names the key, never the secret.
      throw this.http.missing(
        "/v9/projects/{idOrName}",
        `Protection bypass not found in project ${projectId}: ${bypassKey(secretOrKey)}`,
      );
    }
    return { secret, entry };
  }

  /** The project's bypasses, keyed by secret (every scope: integrations' too). */
  async bypasses(projectId: string): Promise<Bypasses> {
    const project = await this.http.request({
      method: "GET",
      path: "/v9/projects/{idOrName}",
      params: { idOrName: projectId },
      response: ProjectBypasses,
    });
    return project.protectionBypass ?? {};
  }

  /** The alias (a hostname) with its protection map. */
  alias(alias: string): Promise<AliasProtection> {
    return this.http.request({
      method: "GET",
      path: "/v4/aliases/{idOrAlias}",
      params: { idOrAlias: alias },
      response: AliasProtection,
    });
  }

  /** Makes (create) or removes (revoke) the alias's Deployment Protection Exception. */
  async setException(alias: string, action: "create" | "revoke"): Promise<void> {
    await this.http.request({
      method: "PATCH",
      // Making it again stamps it anew; revoking a missing one is a NotFoundError (gone).
      idempotent: true,
      path: "/aliases/{id}/protection-bypass",
      params: { id: alias },
      body: { override: { scope: "alias-protection-override", action } },
      response: z.unknown(),
    });
  }

  /**
   * One change. A generate with the caller's secret, an update and a revoke leave the same map when
   * sent twice (a second generate of that secret is refused as a conflict, which the resource
   * settles by reading); a generate without a secret makes a new one each time.
   */
  change(projectId: string, body: ProjectProtectionBypassChange): Promise<Bypasses> {
    return this.http
      .request({
        method: "PATCH",
        idempotent: body.generate === undefined,
        path: "/v1/projects/{idOrName}/protection-bypass",
        params: { idOrName: projectId },
        body,
        response: ProjectProtectionBypassAnswer,
      })
      .then((answer) => answer.protectionBypass);
  }
}

declare module "../kit/client-areas" {
  interface ClientAreas {
    protection: ProtectionApi;
  }
}
