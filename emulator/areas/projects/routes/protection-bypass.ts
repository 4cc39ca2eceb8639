// A project's automation bypasses (PATCH /v1/projects/{idOrName}/protection-bypass, also served
// under /v10 where the Terraform provider calls it). The platform's rules: a secret is 32 letters
// and digits and unique in the project; exactly one automation bypass is the env-var default
// (VERCEL_AUTOMATION_BYPASS_SECRET) while any exists, so the first one made is the default,
// promoting one demotes the other, and the default can neither be demoted nor revoked while others
// remain (promote another first). The served sites let a request carrying a secret through the
// project's deployment protection (deployments/protection.ts).
import {
  ProjectProtectionBypassAnswer,
  ProjectProtectionBypassChange,
  type AutomationBypass,
  type ProjectBypassEntry,
} from "../../../../schema/protection-bypass";
import { badRequest, conflict, notFound } from "../../../errors";
import { randomAlphanumeric } from "../../../ids";
import { defineRoute, ok } from "../../../route";
import { findProject, saveProject } from "../store";

type Bypasses = Record<string, ProjectBypassEntry>;

const isAutomation = (entry: ProjectBypassEntry | undefined): entry is AutomationBypass =>
  entry?.scope === "automation-bypass";

function automationBypass(bypasses: Bypasses, secret: string): AutomationBypass {
  const entry = bypasses[secret];
  if (!isAutomation(entry)) throw notFound("No automation bypass with that secret in this project");
  return entry;
}

/** The map after one change; throws the platform's error for a change its rules refuse. */
function changed(
  current: Bypasses,
  change: ProjectProtectionBypassChange,
  by: { userId: string; now: number },
) {
  const next: Bypasses = { ...current };
  const others = (secret: string) =>
    Object.entries(next).filter(([key, entry]) => key !== secret && isAutomation(entry));
  const make = (secret: string, fields: { note?: string | undefined; isEnvVar: boolean }) => {
    if (next[secret]) throw conflict("A bypass with that secret already exists in this project");
    if (fields.isEnvVar) demoteAll(next);
    next[secret] = {
      scope: "automation-bypass",
      createdAt: by.now,
      createdBy: by.userId,
      isEnvVar: fields.isEnvVar,
      ...(fields.note !== undefined && fields.note !== "" ? { note: fields.note } : {}),
    };
  };
  if (change.generate) {
    const secret = change.generate.secret ?? randomAlphanumeric(32);
    // The first automation bypass of a project is its env-var default.
    make(secret, { note: change.generate.note, isEnvVar: others(secret).length === 0 });
    return next;
  }
  if (change.update) {
    const { secret, isEnvVar, note } = change.update;
    const entry = automationBypass(next, secret);
    if (isEnvVar === false && entry.isEnvVar) {
      throw badRequest(
        "A project's automation bypasses need exactly one env-var default: promote another bypass (isEnvVar: true) instead of demoting this one",
      );
    }
    if (isEnvVar === true) demoteAll(next);
    const kept = note === undefined ? entry.note : note;
    const rest: AutomationBypass = { ...entry };
    delete rest.note;
    next[secret] = {
      ...rest,
      isEnvVar: isEnvVar === true ? true : (entry.isEnvVar ?? false),
      ...(kept !== undefined && kept !== "" ? { note: kept } : {}),
    };
    return next;
  }
  const { secret, regenerate } = change.revoke!;
  const entry = automationBypass(next, secret);
  if (entry.isEnvVar && !regenerate && others(secret).length > 0) {
    throw badRequest(
      "This bypass is the project's env-var default: promote another bypass (isEnvVar: true) before revoking it",
    );
  }
  delete next[secret];
  if (regenerate) make(randomAlphanumeric(32), { note: entry.note, isEnvVar: entry.isEnvVar ?? false });
  return next;
}

function demoteAll(bypasses: Bypasses): void {
  for (const [key, entry] of Object.entries(bypasses)) {
    if (isAutomation(entry) && entry.isEnvVar) bypasses[key] = { ...entry, isEnvVar: false };
  }
}

export const patchProjectProtectionBypass = defineRoute({
  method: "PATCH",
  paths: ["/v1/projects/:idOrName/protection-bypass", "/v10/projects/:idOrName/protection-bypass"],
  body: ProjectProtectionBypassChange,
  response: ProjectProtectionBypassAnswer,
  handle: ({ store, ownerId, userId, params, body }) => {
    const project = findProject(store, ownerId, params.idOrName);
    project.protectionBypass = changed(project.protectionBypass ?? {}, body, { userId, now: store.now() });
    saveProject(store, ownerId, project);
    return ok({ protectionBypass: project.protectionBypass });
  },
});
