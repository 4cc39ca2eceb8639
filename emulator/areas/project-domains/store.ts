// A project's domains as stored (children of their project): the project-domains area's public surface.
import { notFound } from "../../errors";
import type { Store } from "../../store";

export interface StoredProjectDomain {
  /** Internal: the store keys items by id; the API names a project domain by project and name. */
  id: string;
  projectId: string;
  name: string;
  apexName: string;
  verified: boolean;
  /** The secret half of the TXT challenge, fixed per domain. */
  verificationToken: string;
  redirect: string | null;
  redirectStatusCode: number | null;
  gitBranch: string | null;
  customEnvironmentId: string | null;
  createdAt: number;
  updatedAt: number;
}

export const COLLECTION = "projectDomains";

export const domainsOf = (store: Store) => store.collection<StoredProjectDomain>(COLLECTION);

export function findDomain(
  store: Store,
  ownerId: string,
  projectId: string,
  name: string,
): StoredProjectDomain {
  const domain = domainsOf(store).find(
    ownerId,
    (d) => d.projectId === projectId && d.name === name.toLowerCase(),
  );
  if (!domain) throw notFound(`The domain "${name}" is not assigned to this project`);
  return domain;
}
