// The queue's admin routes (`/_emulator/queue/...`), standing in for the platform's operations:
// where the queue listens, and a region's failover. While a region fails over, publishes to it
// answer 202 and their messages wait in a neighbouring region; when it recovers they move back and
// are delivered there.
import { REGION_PATTERN, type QueueStatus, type RegionStatus } from "../../../schema/queue";
import { emulatorNow } from "../../clock";
import { badRequest } from "../../errors";
import { defineRoute, ok, type Route } from "../../route";
import type { Store } from "../../store";
import { deferredCount, endFailover, failingOverRegions, isFailingOver, startFailover } from "./store";

function checkedRegion(region: string): string {
  if (!REGION_PATTERN.test(region))
    throw badRequest(`Invalid request: "${region}" is not a region code (e.g. iad1)`);
  return region;
}

function regionStatus(store: Store, region: string): RegionStatus {
  return { region, failingOver: isFailingOver(store, region), deferred: deferredCount(store, region) };
}

/** @param queueUrl the queue listener's URL, known once it listens */
export function queueAdminRoutes(queueUrl: () => string): Route[] {
  return [
    defineRoute({
      method: "GET",
      paths: "/_emulator/queue",
      handle: ({ store }) => {
        const status: QueueStatus = {
          url: queueUrl(),
          regions: failingOverRegions(store).map((name) => regionStatus(store, name)),
        };
        return ok(status);
      },
    }),

    defineRoute({
      method: "POST",
      paths: "/_emulator/queue/regions/:region/failover",
      handle: ({ store, params }) => {
        const name = checkedRegion(params.region);
        startFailover(store, name, emulatorNow(store));
        return ok(regionStatus(store, name));
      },
    }),

    defineRoute({
      method: "DELETE",
      paths: "/_emulator/queue/regions/:region/failover",
      handle: ({ store, params }) => {
        const name = checkedRegion(params.region);
        const relocated = endFailover(store, name, emulatorNow(store));
        return ok({ ...regionStatus(store, name), relocated });
      },
    }),
  ];
}
