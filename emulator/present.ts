// The response-shaping step between a stored object and what an endpoint answers. Handlers return
// stored objects (`item`, `wrapped`, `list` in route.ts); the server passes each through the route's
// presenter (or its area's). So whatever differs between the store and the wire lives in one place
// per area: once-only secrets (shown on create only), write-only values (never shown), derived
// fields, and the shapes of the API versions.

/** What a call does to its object, as presenters see it. */
export type Operation = "create" | "read" | "update" | "delete" | "list";

export interface Presentation {
  /** The API version of the matched path (`/v9/...` → 9); for seed answers, the area's newest. */
  readonly version: number;
  readonly operation: Operation;
}

/** Stored object → wire object. Pure: no store access, no side effects. */
export type Presenter<Stored = unknown> = (stored: Stored, presentation: Presentation) => unknown;

/** Areas and routes without a presenter answer their stored objects as they are. */
export const asStored: Presenter = (stored) => stored;

/** A presenter typed for the area's stored object, erased for the server (which only ever passes that object). */
export function presenter<Stored>(present: Presenter<Stored>): Presenter {
  return present as Presenter;
}

/**
 * One shape for the versions `from`..`to`. A call under any other version fails loudly, so serving
 * a new version forces a decision about its shape instead of answering the old one by accident.
 */
export function sameShapeForVersions<Stored>(
  from: number,
  to: number,
  present: Presenter<Stored>,
): Presenter {
  return presenter<Stored>((stored, presentation) => {
    const { version } = presentation;
    if (version < from || version > to) {
      throw new Error(`No response shape is declared for v${version} (only v${from} to v${to})`);
    }
    return present(stored, presentation);
  });
}

/** The version in a path template, e.g. 9 for `/v9/projects/:idOrName`; 0 for an unversioned path. */
export function versionOf(template: string): number {
  const match = /^\/v(\d+)\//.exec(template);
  return match?.[1] ? Number(match[1]) : 0;
}

/** The operation a route performs unless it says otherwise (a POST that links is an "update"). */
export function operationFor(method: string): Operation {
  switch (method) {
    case "POST":
      return "create";
    case "PUT":
    case "PATCH":
      return "update";
    case "DELETE":
      return "delete";
    default:
      return "read";
  }
}
