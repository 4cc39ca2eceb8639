// What an upload says about its artifact in headers rather than in its body (the body is the bytes):
// `x-artifact-duration` (the task's milliseconds) and `x-artifact-tag` (the client's signature).
import type { IncomingHttpHeaders } from "node:http";
import { ArtifactDuration, ArtifactTag } from "../../../schema/artifacts";
import { badRequest } from "../../errors";

export interface UploadHeaders {
  readonly durationMs: number;
  readonly tag?: string | undefined;
}

export function uploadHeaders(headers: IncomingHttpHeaders): UploadHeaders {
  const duration = ArtifactDuration.safeParse(headers["x-artifact-duration"] ?? 0);
  if (!duration.success) {
    throw badRequest('Invalid request: header "x-artifact-duration" must be a whole number of milliseconds');
  }
  const rawTag = headers["x-artifact-tag"];
  const tag = ArtifactTag.safeParse(rawTag);
  if (rawTag !== undefined && !tag.success) {
    throw badRequest('Invalid request: header "x-artifact-tag" must be at most 600 characters');
  }
  return { durationMs: duration.data, tag: rawTag === undefined ? undefined : tag.data };
}
