// The projects area's wire shape: a stored project as every served version answers it.
import { sameShapeForVersions } from "../../present";
import { answerableProject } from "./store";

/** A stored project as the endpoints answer it (write-only fields left out: store.ts). */
export const presentProject = answerableProject;

/** Every version served (v8 to v11) answers the same shape (see presentProject). */
export const presentProjectV8to11 = sameShapeForVersions(8, 11, presentProject);

/** The deploy-hook routes (v2) answer the project in the same shape as v9 does. */
export const presentProjectV2 = sameShapeForVersions(2, 2, presentProject);

/** PATCH /v1/projects/{idOrName}/crons answers the project in the same shape as v9 does. */
export const presentProjectV1 = sameShapeForVersions(1, 1, presentProject);
