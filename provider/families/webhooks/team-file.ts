// The team file's `webhooks`, naming the file's projects.
import { z } from "zod";
import { fieldsOf, ProjectsByName, without } from "../../team-file/entries";
import { projectIdsOf } from "../../team-file/planner";
import { topSection } from "../../team-file/sections";
import { webhookDefinition } from "./webhook";

export const WebhookEntry = fieldsOf(webhookDefinition).omit(without("projectIds")).extend(ProjectsByName);

export const webhooksSection = topSection({
  key: "webhooks",
  needs: ["project"],
  schema: () => z.array(WebhookEntry).optional(),
  plan(webhooks: z.infer<typeof WebhookEntry>[], planner) {
    webhooks.forEach(({ projects, ...webhook }, i) =>
      planner.add(
        {
          type: "Webhook",
          id: webhook.endpoint,
          at: ["webhooks", i],
          rename: { projectIds: "projects" },
          args: { ...webhook, ...projectIdsOf(planner, projects, ["webhooks", i, "projects"]) },
        },
        ["webhooks", i, "endpoint"],
      ),
    );
  },
});
