// The platform's rules on a group's members, checked on every change before anything is written:
// exactly one default application (it serves every path no other member claims), and no two
// routed members whose default routes are equal or nest (`/docs` and `/docs/api` would both claim
// `/docs/api/x`; `/docs` and `/docsx` do not), since a request must reach exactly one application.
import { badRequest } from "../../errors";

export interface PlannedMember {
  readonly projectName: string;
  readonly isDefaultApp: boolean;
  readonly defaultRoute?: string | undefined;
}

/** True when one route is the other or a path below it. */
export function routesOverlap(a: string, b: string): boolean {
  const trim = (route: string) => route.replace(/\/+$/, "") || "/";
  const [x, y] = [trim(a), trim(b)];
  if (x === "/" || y === "/") return true;
  return x === y || x.startsWith(`${y}/`) || y.startsWith(`${x}/`);
}

/** Refuses (400) members without exactly one default app, or two routed members that overlap. */
export function checkMembers(members: readonly PlannedMember[]): void {
  const defaults = members.filter((member) => member.isDefaultApp);
  if (defaults.length !== 1) {
    throw badRequest(
      `A microfrontends group has exactly one default application (this change leaves ${defaults.length})`,
    );
  }
  const routed = members.filter((member) => !member.isDefaultApp && member.defaultRoute !== undefined);
  const everything = routed.find((member) => (member.defaultRoute as string).replace(/\/+$/, "") === "");
  if (everything) {
    throw badRequest(
      `The default route / of "${everything.projectName}" claims every path: only the default application serves /`,
    );
  }
  routed.forEach((member, index) => {
    for (const other of routed.slice(index + 1)) {
      if (routesOverlap(member.defaultRoute as string, other.defaultRoute as string)) {
        throw badRequest(
          `The default route ${member.defaultRoute} of "${member.projectName}" overlaps the default route ` +
            `${other.defaultRoute} of "${other.projectName}": each path is served by one application`,
        );
      }
    }
  });
}
