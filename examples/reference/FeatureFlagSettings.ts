import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const settings = new vercel.FeatureFlagSettings("web-flags", {
  projectId: web.id,
  enabled: true,
  environments: ["production", "preview", "development"],
  entities: [
    {
      kind: "user",
      label: "User",
      attributes: [
        { key: "email", type: "string" },
        {
          key: "plan",
          type: "string",
          labels: [
            { label: "Pro", value: "pro" },
            { label: "Enterprise", value: "enterprise" },
          ],
        },
      ],
    },
  ],
});

export const activeFlagCount = settings.activeFlagCount;
