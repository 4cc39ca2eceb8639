// Routes the ai-gateway family's client calls although @vercel/sdk's model says otherwise, each with its
// evidence; test/support/sdk-requests/ holds every other request the provider sends to the SDK's models.
import type { AllowedRoute } from "../../../test/support/sdk-requests/allowed-route";

export const allowedRoutes: readonly AllowedRoute[] = [
  {
    method: "GET",
    template: "/v1/api-keys",
    // @vercel/sdk 1.28.35 has only POST /api-keys (createApiKey); the API key siblings are the CLI's.
    kind: "no-sdk-operation",
    evidence:
      "the vercel CLI (64.0.2, dist/commands-bulk.js, `ai-gateway api-keys`) calls it: " +
      '`client.fetch(`/v1/api-keys?${query.toString()}`,{method:"GET"})` (list, `search` and `until`)',
  },
  {
    method: "GET",
    template: "/v1/api-keys/{apiKeyId}",
    // @vercel/sdk 1.28.35 has only POST /api-keys (createApiKey); the API key siblings are the CLI's.
    kind: "no-sdk-operation",
    evidence:
      "the vercel CLI (64.0.2, dist/commands-bulk.js, `ai-gateway api-keys`) calls it: " +
      '`client.fetch(`/v1/api-keys/${encodeURIComponent(apiKeyId)}`,{method:"GET"})` (getApiKey)',
  },
  {
    method: "PATCH",
    template: "/v1/api-keys/{apiKeyId}/quota",
    // @vercel/sdk 1.28.35 has only POST /api-keys (createApiKey); the API key siblings are the CLI's.
    kind: "no-sdk-operation",
    evidence:
      "the vercel CLI (64.0.2, dist/commands-bulk.js, `ai-gateway api-keys`) calls it: " +
      '`client.fetch(`/v1/api-keys/${encodeURIComponent(apiKeyId)}/quota`,{method:"PATCH",body:input})`',
  },
  {
    method: "DELETE",
    template: "/v1/api-keys/{apiKeyId}",
    // @vercel/sdk 1.28.35 has only POST /api-keys (createApiKey); the API key siblings are the CLI's.
    kind: "no-sdk-operation",
    evidence:
      "the vercel CLI (64.0.2, dist/commands-bulk.js, `ai-gateway api-keys`) calls it: " +
      '`client.fetch(`/v1/api-keys/${encodeURIComponent(apiKeyId)}`,{method:"DELETE"})` (deleteApiKey)',
  },
];
