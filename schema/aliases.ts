// Wire types of the aliases area (a hostname pointed at a deployment), from @vercel/sdk's models
// (assignAlias, listDeploymentAliases, listAliases, getAlias, deleteAlias): the seeds show none.
import { z } from "zod";
import { Pagination } from "./common";

export const AliasAssigned = z.looseObject({
  uid: z.string(),
  alias: z.string(),
  /** ISO 8601. */
  created: z.string(),
  oldDeploymentId: z.string().nullable().optional(),
});

export const AliasSummary = z.looseObject({
  uid: z.string(),
  alias: z.string(),
  created: z.string(),
  redirect: z.string().nullable().optional(),
});

export const AliasRecord = AliasSummary.extend({
  deploymentId: z.string().nullable(),
  projectId: z.string().nullable(),
  createdAt: z.number().optional(),
  updatedAt: z.number().optional(),
});

export const DeploymentAliasList = z.object({ aliases: z.array(AliasSummary) });
export const AliasList = z.object({ aliases: z.array(AliasRecord), pagination: Pagination });
export const AliasDeleted = z.object({ status: z.literal("SUCCESS") });
