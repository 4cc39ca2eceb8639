// The deployments' admin route (`/_emulator/deployments/build-timing`): how long a build waits in
// the queue and how long it runs, on the emulator's clock. Tests that watch the states one by one
// make them long and move the clock; the defaults keep a real client's wait short.
import { z } from "zod";
import { defineRoute, ok, type Route } from "../../route";
import { buildTiming, setBuildTiming } from "./store";

const Duration = z.number().int().min(0).max(86_400_000);
const BuildTiming = z.strictObject({ queuedMs: Duration, buildMs: Duration });

export function deploymentAdminRoutes(): Route[] {
  return [
    defineRoute({
      method: "GET",
      paths: "/_emulator/deployments/build-timing",
      handle: ({ store }) => {
        const { queuedMs, buildMs } = buildTiming(store);
        return ok({ queuedMs, buildMs });
      },
    }),
    defineRoute({
      method: "PUT",
      paths: "/_emulator/deployments/build-timing",
      body: BuildTiming,
      handle: ({ store, body }) => {
        const { queuedMs, buildMs } = setBuildTiming(store, body);
        return ok({ queuedMs, buildMs });
      },
    }),
  ];
}
