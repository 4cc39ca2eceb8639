// Which operations of the platform's catalogue (catalogue.ts) the emulator serves: an operation is
// served when the platform router has a route for its method and path, the very test a request
// meets before it is answered `emulator_unserved_route`. Served means "has a route", not "done
// right": the contract and real-client suites judge the behaviour.
import { isRegistryPath, matchRegistry } from "./areas/vcr/protocol/paths";
import { CATALOGUE } from "./catalogue";
import { Router, type Routable } from "./router";

export interface OperationCoverage {
  readonly method: string;
  /** The catalogue's template, e.g. `/v8/artifacts/{hash}`. */
  readonly path: string;
  readonly title: string;
  readonly served: boolean;
}

export interface GroupCoverage {
  readonly group: string;
  readonly note: string;
  readonly served: number;
  readonly total: number;
  readonly operations: readonly OperationCoverage[];
}

export interface CatalogueCoverage {
  readonly served: number;
  readonly total: number;
  readonly groups: readonly GroupCoverage[];
}

/** A concrete path for a catalogue template: each `{param}` becomes a segment no literal route uses. */
export function samplePath(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => `sample-${name}`);
}

/** The catalogue, each operation marked served or not by `routes` (the emulator's platform routes). */
export function catalogueCoverage(routes: Iterable<Routable>): CatalogueCoverage {
  const router = new Router(routes);
  const groups = CATALOGUE.map(({ group, note, operations }) => {
    const marked = operations.map(([method, path, title]) => ({
      method,
      path,
      title,
      served: isServed(router, method, samplePath(path)),
    }));
    return { group, note, served: count(marked), total: marked.length, operations: marked };
  });
  return {
    served: groups.reduce((sum, group) => sum + group.served, 0),
    total: groups.reduce((sum, group) => sum + group.total, 0),
    groups,
  };
}

/**
 * As server.ts dispatches: the registry protocol answers its own paths (bytes and the distribution
 * spec's errors, beside the platform pipeline), every other path meets the platform router.
 */
function isServed(router: Router<Routable>, method: string, path: string): boolean {
  if (isRegistryPath(path)) return "operation" in matchRegistry(method, path);
  return router.match(method, path).kind === "found";
}

const count = (operations: readonly OperationCoverage[]) => operations.filter((op) => op.served).length;
