// Owns these keys: a variable added outside the program under one of them is removed on the next update.
import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const variables = new vercel.ProjectEnvironmentVariables("web-env", {
  projectId: web.id,
  variables: [
    { key: "API_URL", value: "https://api.example.com", targets: ["production"] },
    { key: "API_URL", value: "https://api.staging.example.com", targets: ["preview", "development"] },
    {
      key: "STRIPE_SECRET_KEY",
      value: config.requireSecret("stripeSecretKey"),
      targets: ["production", "preview"],
      sensitive: true,
    },
  ],
});

export const keys = variables.variables.apply((all) => all.map((variable) => variable.key));
