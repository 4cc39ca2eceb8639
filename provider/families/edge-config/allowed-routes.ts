// Routes the edge-config family's client calls although @vercel/sdk's model says otherwise, each with its
// evidence; test/support/sdk-requests/ holds every other request the provider sends to the SDK's models.
import type { AllowedRoute } from "../../../test/support/sdk-requests/allowed-route";

export const allowedRoutes: readonly AllowedRoute[] = [
  {
    method: "PATCH",
    template: "/v1/global-config/{edgeConfigId}/items",
    kind: "no-sdk-operation",
    evidence:
      'seed 000 lists "PATCH `/v1/global-config/{edgeConfigId}/items` update items in batch"; ' +
      "@vercel/sdk 1.28.35 has only the GET of that path (globalConfigGetEdgeConfigItems).",
  },
];
