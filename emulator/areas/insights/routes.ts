// The two switches a project's dashboard has for its analytics (seed 000, untagged): Web Analytics
// (`POST /web/insights/toggle`) and Speed Insights (`POST /speed-insights/toggle`). Each keeps its
// state on the project (`webAnalytics`, `speedInsights`: an id made on the first switch-on, and when
// it was last enabled or disabled), so a project read answers what the switch did. Switching to the
// state it is already in changes nothing, as the dashboard's switch does.
import {
  InsightsToggleQuery,
  InsightsToggleRequest,
  InsightsToggleResponse,
  type ProjectInsights,
} from "../../../schema/insights";
import { newId } from "../../ids";
import { defineRoute, ok, type ApiArea } from "../../route";
import { findProject, saveProject, type StoredProject } from "../projects/store";

type Switch = "webAnalytics" | "speedInsights";

/** The switch's state after setting it to `on` at `now`; unchanged when it already was. */
export function toggled(current: ProjectInsights | undefined, on: boolean, now: number): ProjectInsights {
  const enabled = current?.enabledAt !== undefined && current.disabledAt === undefined;
  if (enabled === on && current) return current;
  if (on) return { id: current?.id ?? newId("insights_", 20), enabledAt: now };
  // Off keeps the id and when it was enabled, as the platform's object does.
  return { ...(current ?? { id: newId("insights_", 20) }), disabledAt: now };
}

function toggleRoute(path: string, field: Switch) {
  return defineRoute({
    method: "POST",
    paths: path,
    query: InsightsToggleQuery,
    body: InsightsToggleRequest,
    response: InsightsToggleResponse,
    handle: ({ store, ownerId, query, body }) => {
      const project: StoredProject = findProject(store, ownerId, query.projectId);
      const next = toggled(project[field], body.value, store.now());
      if (next !== project[field]) saveProject(store, ownerId, { ...project, [field]: next });
      return ok({ value: body.value });
    },
  });
}

export const insights: ApiArea = {
  name: "insights",
  routes: [
    toggleRoute("/web/insights/toggle", "webAnalytics"),
    toggleRoute("/speed-insights/toggle", "speedInsights"),
  ],
};
