// The request engine: one HTTP client (http.ts) with retries, pacing, redaction, errors and
// pagination. The API areas live in their families (provider/families/<family>/*-api.ts);
// provider/families/client.ts puts both together as VercelClient.
export * from "./errors";
export { forgetResolvedOwners, TeamAccessError, type Owner } from "./owners";
export type { ClientSettings, CreateOptions, RequestOptions, Scope } from "./http";
