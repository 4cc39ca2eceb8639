// The platform never returns `data` or `credentials`: rotate the secrets here, not in the dashboard.
import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();

const github = new vercel.Connector("release-bot", {
  name: "acme-release-bot",
  type: "github",
  data: {
    appId: "812345",
    appSlug: "acme-release-bot",
    appName: "Acme Release Bot",
    clientId: "Iv23liAcmeRelease01",
  },
  credentials: {
    clientSecret: config.requireSecret("githubClientSecret"),
    privateKeyPem: config.requireSecret("githubPrivateKeyPem"),
  },
});

export const connectorUid = github.uid;
