// Route families the platform renamed: the SDK only knows the new prefix, the bodies stayed the
// same. A request under the old prefix is a mismatch ("old-path"), and is then checked against the
// operation under the new prefix, so its query and body are still checked.
export interface RenamedPath {
  readonly old: string;
  readonly current: string;
  /** Where the rename is stated. */
  readonly evidence: string;
}

export const RENAMED_PATHS: readonly RenamedPath[] = [
  {
    old: "/v1/edge-config",
    current: "/v1/global-config",
    evidence:
      'seed 000 "### global-config (edge-config stores)" lists only `/v1/global-config/...`; ' +
      'api-contract.md §7: "The product was renamed \\"Global Config\\"; current SDK/docs use ' +
      '`/v1/global-config/...`, older SDK, TF and older docs use `/v1/edge-config/...` with identical bodies."',
  },
];

/** The path under the current prefix, when the path is under a renamed one. */
export function currentPath(path: string): string | undefined {
  for (const { old, current } of RENAMED_PATHS) {
    if (path === old || path.startsWith(`${old}/`)) return current + path.slice(old.length);
  }
  return undefined;
}
