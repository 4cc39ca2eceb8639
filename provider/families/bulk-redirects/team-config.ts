// A project's `bulkRedirects` in the team file: its redirect list.
import { z } from "zod";
import { nestedSection } from "../../team-config/sections";
import { Redirect } from "./bulk-redirects";

export const bulkRedirectsSection = nestedSection({
  under: "projects",
  key: "bulkRedirects",
  schema: z.array(Redirect).optional(),
  plan(redirects, project, planner) {
    planner.add({
      type: "BulkRedirects",
      id: project.name,
      at: [...project.at, "bulkRedirects"],
      args: { projectId: project.id, redirects },
    });
  },
});
