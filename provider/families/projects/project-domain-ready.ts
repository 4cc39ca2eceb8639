// ProjectDomain's `waitForReady` (@pulumiverse/vercel 5.4.1, the Terraform provider's
// `wait_for_ready`): create and update return only once the domain is verified for the project and
// its DNS reaches the platform, so resources that depend on it (a deployment alias, a health check)
// run against a working domain. As the Terraform provider does: both are asked every 5 seconds, for
// at most 10 minutes, and a timeout says what is still missing. The DNS records must come from
// outside this resource's dependents (they are not created until the wait ends).
import type { DomainConfig } from "../../../schema/domains";
import type { ProjectDomain } from "../../../schema/project-domains";
import type { ResourceContext } from "../kit/definition";

export const READY_POLL_INTERVAL_MS = 5_000;
export const READY_TIMEOUT_MS = 10 * 60_000;

/** How the wait passes time: the real clock, or a test's. */
export interface WaitClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: WaitClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The domain once it is ready; an error naming what is still missing after the timeout. */
export async function waitUntilReady(
  ctx: ResourceContext,
  projectId: string,
  name: string,
  clock: WaitClock = realClock,
): Promise<ProjectDomain> {
  const deadline = clock.now() + READY_TIMEOUT_MS;
  for (;;) {
    const domain = await ctx.client.projectDomains.get(projectId, name);
    const config = await ctx.client.domains.config(name, projectId);
    if (domain.verified && !config.misconfigured) return domain;
    if (clock.now() + READY_POLL_INTERVAL_MS > deadline) {
      throw new Error(
        `domain ${name} of project ${projectId} was not ready after ${READY_TIMEOUT_MS / 60_000} minutes: ` +
          notReadyReasons(domain, config),
      );
    }
    await clock.sleep(READY_POLL_INTERVAL_MS);
  }
}

function notReadyReasons(domain: ProjectDomain, config: DomainConfig): string {
  const reasons: string[] = [];
  if (!domain.verified) {
    const records = (domain.verification ?? []).map(
      (record) => `${record.type} ${record.domain} "${record.value}"`,
    );
    reasons.push(
      `ownership verification is still pending${records.length ? ` (publish ${records.join(", ")})` : ""}`,
    );
  }
  if (config.misconfigured) {
    const cname = config.recommendedCNAME[0]?.value;
    const ipv4 = config.recommendedIPv4[0]?.value ?? [];
    const recommended = [
      ...(cname ? [`CNAME ${cname}`] : []),
      ...(ipv4.length ? [`A ${ipv4.join(", ")}`] : []),
    ];
    reasons.push(
      `its DNS does not reach the platform yet${recommended.length ? ` (point it at ${recommended.join(" or ")})` : ""}`,
    );
  }
  return reasons.join("; ");
}
