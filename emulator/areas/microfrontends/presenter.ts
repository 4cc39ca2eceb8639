// Microfrontends groups and the microfrontends.json a member gets, as the platform answers them
// (@vercel/sdk createmicrofrontendsgroupwithapplicationsop, getmicrofrontendsconfigop).
import type {
  MicrofrontendsConfig,
  MicrofrontendsGroup,
  ProjectMicrofrontends,
} from "../../../schema/microfrontends";
import { presenter } from "../../present";
import { answerableProject } from "../projects/store";
import type { Member, StoredMicrofrontendsGroup } from "./store";

export const presentGroup = presenter<StoredMicrofrontendsGroup>((group): MicrofrontendsGroup => ({
  id: group.id,
  name: group.name,
  slug: group.slug,
  // Routing falls back to production, and branches are not routed across repositories, until
  // someone changes them (neither is settable on create; the group's PATCH sets them).
  fallbackEnvironment: group.fallbackEnvironment ?? "production",
  enablePolyrepoBranchRouting: group.enablePolyrepoBranchRouting ?? false,
  createdAt: group.createdAt,
  updatedAt: group.updatedAt,
}));

/** A member project's `microfrontends` settings. */
export function projectMicrofrontends(
  group: StoredMicrofrontendsGroup,
  member: Member,
): ProjectMicrofrontends {
  const { application } = member;
  return {
    enabled: true,
    groupIds: [group.id],
    isDefaultApp: application.isDefaultApp,
    ...(application.defaultRoute !== undefined ? { defaultRoute: application.defaultRoute } : {}),
    // The default app serves every path: the routing switches are the other members' (the SDK's
    // default-app shape has neither).
    ...(!application.isDefaultApp && application.routeObservabilityToThisProject !== undefined
      ? { routeObservabilityToThisProject: application.routeObservabilityToThisProject }
      : {}),
    ...(!application.isDefaultApp && application.doNotRouteWithMicrofrontendsRouting !== undefined
      ? { doNotRouteWithMicrofrontendsRouting: application.doNotRouteWithMicrofrontendsRouting }
      : {}),
    updatedAt: application.updatedAt ?? application.joinedAt,
  };
}

/**
 * The microfrontends.json of a group's members: the default application serves every path the
 * others do not, its development fallback its production host; each other application routes the
 * paths under its default route (under `/<project name>` without one) [INF: the platform reads the
 * paths from the microfrontends.json deployed with the default app; a group made through the API
 * has none, so the emulator derives them from what the group knows].
 */
export function configOf(members: readonly Member[]): MicrofrontendsConfig | null {
  if (!members.some((m) => m.application.isDefaultApp)) return null;
  const applications: MicrofrontendsConfig["applications"] = {};
  for (const { application, project } of members) {
    if (application.isDefaultApp) {
      applications[project.name] = {
        projectId: project.id,
        development: { fallback: `${project.name}.vercel.app` },
      };
    } else {
      const route = (application.defaultRoute ?? `/${project.name}`).replace(/\/+$/, "");
      applications[project.name] = {
        projectId: project.id,
        routing: [{ paths: route === "" ? ["/:path*"] : [route, `${route}/:path*`] }],
      };
    }
  }
  return { version: "1", applications };
}

/** A member project whole, as the projects area answers it (its write-only fields left out). */
export const presentMemberProject = answerableProject;
