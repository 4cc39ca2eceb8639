// `secret` verifies each call's signature; it is returned once, and any change makes a new webhook.
import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const deploys = new vercel.Webhook("deploy-notifications", {
  endpoint: "https://hooks.example.com/vercel/deployments",
  events: ["deployment.created", "deployment.succeeded", "deployment.error"],
  projectIds: [web.id],
});

export const signingSecret = deploys.secret;
