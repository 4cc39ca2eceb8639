// Routes the drains family's client calls although @vercel/sdk's model says otherwise, each with its
// evidence; test/support/sdk-requests/ holds every other request the provider sends to the SDK's models.
import type { AllowedRoute } from "../../../test/support/sdk-requests/allowed-route";

export const allowedRoutes: readonly AllowedRoute[] = [
  {
    method: "GET",
    template: "/v1/verify-endpoint",
    kind: "no-sdk-operation",
    evidence:
      'api-contract.md §10.1: "| Endpoint verification code | `GET /v1/verify-endpoint` → `{ verificationCode }` | 200 | [TF] |" ' +
      "(the Terraform provider's client/log_drain.go GetEndpointVerificationCode); @vercel/sdk 1.28.35 has no operation for it.",
  },
];
