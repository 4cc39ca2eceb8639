// Wire types of microfrontends groups (seed 000 `microfrontends`; shapes from @vercel/sdk's
// createmicrofrontendsgroupwithapplicationsop, getmicrofrontendsgroupsop, getmicrofrontendsingroup*,
// getmicrofrontendsconfigop and getmicrofrontendsconfigforprojectop; the groups list's layout and
// the name and route rules from the `vercel microfrontends` commands of the vercel CLI, which read
// `groups[].group`, `groups[].projects[].microfrontends` and the two limits).
import { z } from "zod";
import { EpochMs } from "./common";

/** The CLI's MAX_GROUP_NAME_LENGTH. */
export const MAX_GROUP_NAME_LENGTH = 48;

/** Why a group name is refused, or undefined (the CLI's validateGroupName, the uniqueness aside). */
export function groupNameProblem(name: string): string | undefined {
  if (name.trim().length === 0) return "must not be empty";
  if (name.length > MAX_GROUP_NAME_LENGTH) return `must be ${MAX_GROUP_NAME_LENGTH} characters or less`;
  return undefined;
}

/** Why an application's default route is refused, or undefined (the CLI's validateDefaultRoute). */
export function defaultRouteProblem(route: string): string | undefined {
  if (!route.startsWith("/")) return "must start with /";
  if (/\s/.test(route)) return "must not contain spaces";
  if (route.includes("?") || route.includes("#")) return "must not contain query strings or fragments";
  return undefined;
}

const Application = z.object({
  projectId: z.string().min(1),
  defaultRoute: z.string().optional(),
});

export const CreateGroupRequest = z.object({
  groupName: z.string(),
  defaultApp: Application,
  otherApplications: z.array(Application),
});
export type CreateGroupRequest = z.infer<typeof CreateGroupRequest>;

export const MicrofrontendsGroup = z.looseObject({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  fallbackEnvironment: z.string(),
  enablePolyrepoBranchRouting: z.boolean(),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type MicrofrontendsGroup = z.infer<typeof MicrofrontendsGroup>;

export const CreateGroupAnswer = z.object({ newMicrofrontendsGroup: MicrofrontendsGroup });

/** A project's `microfrontends` settings as a member of a group. */
export const ProjectMicrofrontends = z.looseObject({
  enabled: z.literal(true),
  groupIds: z.array(z.string()),
  isDefaultApp: z.boolean(),
  defaultRoute: z.string().optional(),
  updatedAt: EpochMs,
});
export type ProjectMicrofrontends = z.infer<typeof ProjectMicrofrontends>;

export const GroupsAnswer = z.looseObject({
  groups: z.array(
    z.looseObject({
      group: MicrofrontendsGroup,
      projects: z.array(
        z.looseObject({ id: z.string(), name: z.string(), microfrontends: ProjectMicrofrontends }),
      ),
    }),
  ),
  maxMicrofrontendsGroupsPerTeam: z.number(),
  maxMicrofrontendsPerGroup: z.number(),
});

export const GroupProjectsAnswer = z.looseObject({
  projects: z.array(
    z.looseObject({ id: z.string(), name: z.string(), microfrontends: ProjectMicrofrontends }),
  ),
});

const ConfigApplication = z.union([
  z.looseObject({ projectId: z.string(), development: z.looseObject({ fallback: z.string() }) }),
  z.looseObject({
    projectId: z.string(),
    routing: z.array(z.looseObject({ paths: z.array(z.string()) })),
  }),
]);

/** A microfrontends.json as the platform answers it (version 1). */
export const MicrofrontendsConfig = z.looseObject({
  version: z.literal("1").optional(),
  applications: z.record(z.string(), ConfigApplication),
});
export type MicrofrontendsConfig = z.infer<typeof MicrofrontendsConfig>;

export const ConfigAnswer = z.object({ config: MicrofrontendsConfig.nullable() });

// --- Membership and group edits (the calls the Terraform provider's vercel_microfrontend_group and
// vercel_microfrontend_group_membership make; @vercel/sdk's updatemicrofrontendshaskey,
// updatemicrofrontendsfrom1, updatemicrofrontendsgroupop, deletemicrofrontendsgroupop).

/** PATCH /v1/projects/{projectId}/microfrontends: join a group, change the settings, or leave (`enabled: false`). */
export const UpdateMembershipRequest = z.object({
  microfrontendsGroupId: z.string().min(1).optional(),
  enabled: z.boolean().optional(),
  isDefaultApp: z.boolean().optional(),
  defaultRoute: z.string().optional(),
  routeObservabilityToThisProject: z.boolean().optional(),
  doNotRouteWithMicrofrontendsRouting: z.boolean().optional(),
});
export type UpdateMembershipRequest = z.infer<typeof UpdateMembershipRequest>;

/** The project answered whole, with its `microfrontends` (enabled: false once it left). */
export const MembershipAnswer = z.looseObject({
  id: z.string(),
  name: z.string(),
  microfrontends: z.union([
    ProjectMicrofrontends,
    z.looseObject({ enabled: z.literal(false), groupIds: z.array(z.string()), updatedAt: EpochMs }),
  ]),
});

/** PATCH /v1/teams/{teamId}/microfrontends/{groupId}. */
export const UpdateGroupRequest = z.object({
  name: z.string().optional(),
  fallbackEnvironment: z.string().min(1).optional(),
  enablePolyrepoBranchRouting: z.boolean().optional(),
});
export type UpdateGroupRequest = z.infer<typeof UpdateGroupRequest>;

export const UpdateGroupAnswer = z.object({ updatedMicrofrontendsGroup: MicrofrontendsGroup });
export const DeleteGroupAnswer = z.object({});
