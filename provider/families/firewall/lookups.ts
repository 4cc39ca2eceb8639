// getAttackChallengeMode: a project's attack challenge mode (pulumiverse's arguments and result).
import { z } from "zod";
import { defineFunction } from "../kit/function-definition";
import { readAttackMode } from "./attack-challenge-mode";

export const getAttackChallengeModeFunction = defineFunction({
  name: "getAttackChallengeMode",
  subject: "AttackChallengeMode",
  description:
    "Whether a project's attack challenge mode is on, and until when (Unix time in milliseconds; absent when it has no end).",
  labelArg: "projectId",
  args: z.strictObject({
    projectId: z.string().min(1, "must not be empty").describe("The project, by id or name."),
  }),
  result: z.object({
    id: z.string().describe("The project's id."),
    projectId: z.string().describe("The project's id."),
    enabled: z
      .boolean()
      .describe("Whether attack challenge mode is on: every visitor must pass a browser challenge."),
    attackModeActiveUntil: z
      .number()
      .optional()
      .describe(
        "When the platform turns the mode off, in milliseconds since the Unix epoch; absent when it has no end.",
      ),
  }),
  secretResults: [],
  async call(ctx, args) {
    const { projectId, enabled, attackModeActiveUntil } = await readAttackMode(ctx, args.projectId);
    return {
      id: projectId,
      projectId,
      enabled,
      ...(attackModeActiveUntil !== undefined ? { attackModeActiveUntil } : {}),
    };
  },
});
