// Web Analytics and Speed Insights on a project (seed 000, untagged: `POST /web/insights/toggle`,
// `POST /speed-insights/toggle`; shapes from @vercel/sdk's createWebInsightsToggle and
// createSpeedInsightsToggle): the project named in the query, the switch in the body, the switch
// as it now is in the answer. The project's `webAnalytics` / `speedInsights` then say when.
import { z } from "zod";

export const InsightsToggleQuery = z.looseObject({ projectId: z.string().min(1) });
export const InsightsToggleRequest = z.object({ value: z.boolean() });
export const InsightsToggleResponse = z.object({ value: z.boolean() });

/** A project's `webAnalytics` or `speedInsights` (the SDK's CreateProjectWebAnalytics, SpeedInsights). */
export const ProjectInsights = z.looseObject({
  id: z.string(),
  enabledAt: z.number().optional(),
  disabledAt: z.number().optional(),
  hasData: z.boolean().optional(),
});
export type ProjectInsights = z.infer<typeof ProjectInsights>;
