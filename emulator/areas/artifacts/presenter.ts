// A stored artifact as the cache answers it: the query's record of it, and the headers a download
// (GET or HEAD) carries so the client can check the signature and count the time a hit saved.
import type { z } from "zod";
import type { ArtifactInfo } from "../../../schema/artifacts";
import type { StoredArtifact } from "./store";

export function artifactInfo(artifact: StoredArtifact): z.infer<typeof ArtifactInfo> {
  return {
    size: artifact.size,
    taskDurationMs: artifact.durationMs,
    ...(artifact.tag === undefined ? {} : { tag: artifact.tag }),
  };
}

export function artifactHeaders(artifact: StoredArtifact): Record<string, string> {
  return {
    "x-artifact-duration": String(artifact.durationMs),
    ...(artifact.tag === undefined ? {} : { "x-artifact-tag": artifact.tag }),
  };
}
