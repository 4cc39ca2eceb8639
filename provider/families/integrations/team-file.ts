// The team file's `integrations`: which of the file's projects an installed integration reaches.
// The file cannot declare the installation (a team installs an integration from the marketplace),
// so it names it: by its slug, found on the platform when the component runs (the one installation
// of that integration on the team), or by its configuration id (`icfg_…`), used as it is.
import { z } from "zod";
import { Name, PlatformLookup } from "../../team-file/entries";
import type { Path } from "../../team-file/locate";
import { topSection } from "../../team-file/sections";

const CONFIGURATION_ID = /^icfg_/;

export const IntegrationEntry = z.strictObject({
  integration: Name.describe(
    "The installed integration's slug (installed once on the team), or its configuration id (icfg_…)",
  ),
  projects: z
    .array(Name)
    .min(1, "must name at least one project")
    .describe(
      "Names of the file's projects the integration may reach (an installation on selected projects)",
    ),
});

/** The configuration id the entry names: as written, or the slug's installation's, looked up. */
function integrationIdOf(integration: string, path: Path): string | PlatformLookup {
  if (CONFIGURATION_ID.test(integration)) return integration;
  return new PlatformLookup("getIntegration", { slug: integration }, "id", "icfg_placeholder", path);
}

export const integrationsSection = topSection({
  key: "integrations",
  needs: ["project"],
  schema: () => z.array(IntegrationEntry).optional(),
  plan(entries: z.infer<typeof IntegrationEntry>[], planner) {
    entries.forEach(({ integration, projects }, e) => {
      const at = ["integrations", e];
      const integrationId = integrationIdOf(integration, [...at, "integration"]);
      projects.forEach((project, p) => {
        const path = [...at, "projects", p];
        planner.add(
          {
            type: "IntegrationProjectAccess",
            id: `${integration}/${project}`,
            at,
            rename: { projectId: "projects", integrationId: "integration" },
            args: {
              integrationId,
              projectId: planner.lookup("project", planner.names("project"), project, path),
            },
          },
          path,
        );
      });
    });
  },
});
