// Slack events for the project reach the main branch's deployment at /api/slack.
import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();

const support = new vercel.Project("support", { name: "acme-support", framework: "nextjs" });

const slack = new vercel.Connector("support-bot", {
  name: "acme-support-bot",
  type: "slack",
  data: { appId: "A07ACMESUP", appName: "Acme Support", clientId: "7301234567.7309876543" },
  credentials: {
    clientSecret: config.requireSecret("slackClientSecret"),
    signingSecret: config.requireSecret("slackSigningSecret"),
  },
  triggers: true,
});

const connection = new vercel.ConnectorProjectConnection("support-bot-support", {
  connectorId: slack.id,
  projectId: support.id,
  environments: ["production", "preview"],
  triggerDestinations: [{ branch: "main", path: "/api/slack" }],
});

export const connectedEnvironments = connection.environments;
