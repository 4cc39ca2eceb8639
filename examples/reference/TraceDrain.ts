// Sampling rules apply top to bottom: the first that matches a request's environment and path decides.
import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();

const traces = new vercel.TraceDrain("traces", {
  name: "acme-traces",
  endpoint: "https://otel.example.com/v1/traces",
  deliveryFormat: "proto",
  headers: { "x-api-key": config.requireSecret("otelApiKey") },
  samplingRules: [
    { environment: "production", requestPath: "/api", rate: 0.25 },
    { environment: "production", rate: 0.05 },
    { environment: "preview", rate: 1 },
  ],
});

export const traceDrainId = traces.id;
