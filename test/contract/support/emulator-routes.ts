// The routes the emulator serves, by area. The ONE place the contract suite imports the emulator's
// area list (emulator/areas/index.ts).
import { API_AREAS } from "../../../emulator/areas";

export interface EmulatorRoute {
  /** The area's contract spec name (test/contract/<area>.spec.ts), e.g. `env`, `edge-config`. */
  readonly area: string;
  readonly method: string;
  /** Templates in the SDK's notation (`/v9/projects/{idOrName}`). */
  readonly paths: readonly string[];
}

// An area's `name` is its store collection; these differ from the area's folder
// (emulator/areas/<folder>/, the agreed area name and the spec's name).
const AREA_NAMES: Readonly<Record<string, string>> = {
  dnsRecords: "dns",
  edgeConfigs: "edge-config",
  integrationConfigurations: "integrations",
  edgeCachePurges: "edge-cache",
  observabilityDisabled: "observability",
  kmsIssuers: "kms",
  blobStores: "blob",
  vcrRepositories: "vcr",
  connectConnectors: "connect",
  dsyncGroups: "dsync",
};

/** `sharedEnv` -> `shared-env`; an agreed kebab name stays as it is. */
export function areaName(name: string): string {
  return AREA_NAMES[name] ?? name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);
}

export function emulatorRoutes(): readonly EmulatorRoute[] {
  return API_AREAS.flatMap((area) =>
    area.routes.map((route) => ({
      area: areaName(area.name),
      method: route.method,
      paths: route.paths.map((path) => path.replace(/:(\w+)/g, "{$1}")),
    })),
  );
}
