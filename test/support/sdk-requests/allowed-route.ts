// A route the provider may call although the SDK's model says otherwise, with why: the platform's
// documents (its contract where they state something) decide against the SDK, or the SDK has no
// operation for a route the platform has. A field the SDK's model lacks is recorded in
// model-exceptions.ts instead. Each family lists its own in provider/families/<family>/allowed-routes.ts,
// collected by allowed-routes.generated.ts.
import type { MismatchKind } from "./check-request";

export interface AllowedRoute {
  readonly method: string;
  /** A path template, e.g. `/v1/edge-config/{id}/schema`. */
  readonly template: string;
  readonly kind: Extract<MismatchKind, "no-sdk-operation" | "other-version">;
  /** Why; for "other-version", a quote of the platform description that states the version. */
  readonly evidence: string;
}
