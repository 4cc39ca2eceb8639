// The git accounts a team has connected (GitHub app installations, GitLab groups, ...), as the
// dashboard would connect them: the emulator has no git provider, so an admin route declares them
// (`PUT /_emulator/git`, the owner's whole list of namespaces and their repositories). The catalogue
// routes list the namespaces of a provider and search the repositories of one namespace.
import { z } from "zod";
import { notFound } from "../../errors";
import { defineRoute, ok, type Route } from "../../route";
import type { Store } from "../../store";
import { findTeam } from "../identity/store";
import { emulatorNow } from "../../clock";

const PROVIDERS = ["github", "github-limited", "github-custom-host", "gitlab", "bitbucket"] as const;

const GitRequest = z.strictObject({
  /** The team (id or slug) the accounts are connected to; the calling user's own account when absent. */
  teamId: z.string().optional(),
  namespaces: z.array(
    z.strictObject({
      id: z.union([z.string().min(1), z.number().int()]),
      provider: z.enum(PROVIDERS).default("github"),
      slug: z.string().min(1),
      name: z.string().optional(),
      ownerType: z.enum(["team", "user"]).default("team"),
      installationId: z.number().int().optional(),
      repos: z
        .array(
          z.strictObject({
            name: z.string().min(1),
            private: z.boolean().default(false),
            defaultBranch: z.string().default("main"),
          }),
        )
        .default([]),
    }),
  ),
});
type GitNamespace = z.output<typeof GitRequest>["namespaces"][number];

interface StoredGit {
  id: "git";
  namespaces: GitNamespace[];
  updatedAt: number;
}

const gitOf = (store: Store) => store.collection<StoredGit>("gitAccounts");
const namespacesOf = (store: Store, ownerId: string) => gitOf(store).get(ownerId, "git")?.namespaces ?? [];

export const GitNamespaces = z.array(
  z.looseObject({
    id: z.union([z.string(), z.number()]),
    provider: z.string(),
    slug: z.string(),
    ownerType: z.string(),
  }),
);
export const RepoSearch = z.looseObject({
  gitAccount: z.object({ provider: z.string(), namespaceId: z.union([z.string(), z.number()]).nullable() }),
  repos: z.array(z.looseObject({ id: z.union([z.string(), z.number()]), name: z.string(), url: z.string() })),
});

export function gitAdminRoutes(): Route[] {
  return [
    defineRoute({
      method: "PUT",
      paths: "/_emulator/git",
      body: GitRequest,
      handle: ({ store, ownerId, body }) => {
        const team = body.teamId === undefined ? undefined : findTeam(store, body.teamId);
        if (body.teamId !== undefined && !team) throw notFound(`Team not found: ${body.teamId}`);
        const owner = team?.id ?? ownerId;
        const saved: StoredGit = { id: "git", namespaces: body.namespaces, updatedAt: emulatorNow(store) };
        if (gitOf(store).get(owner, "git")) gitOf(store).replace(owner, saved);
        else gitOf(store).insert(owner, saved);
        return ok({ namespaces: saved.namespaces });
      },
    }),
  ];
}

export const gitRoutes: Route[] = [
  defineRoute({
    method: "GET",
    paths: "/v1/integrations/git-namespaces",
    query: z.looseObject({ provider: z.enum(PROVIDERS).default("github"), host: z.string().optional() }),
    response: GitNamespaces,
    handle: ({ store, ownerId, query }) =>
      ok(
        namespacesOf(store, ownerId)
          .filter((n) => n.provider === query.provider)
          .map(({ repos: _repos, ...namespace }) => namespace),
      ),
  }),

  defineRoute({
    method: "GET",
    paths: "/v1/integrations/search-repo",
    query: z.looseObject({
      query: z.string().optional(),
      namespaceId: z.string().optional(),
      provider: z.enum(PROVIDERS).default("github"),
    }),
    response: RepoSearch,
    handle: ({ store, ownerId, query }) => {
      const namespaces = namespacesOf(store, ownerId).filter((n) => n.provider === query.provider);
      const chosen =
        query.namespaceId === undefined
          ? namespaces
          : namespaces.filter((n) => String(n.id) === query.namespaceId);
      if (query.namespaceId !== undefined && chosen.length === 0) {
        throw notFound(`No ${query.provider} account ${query.namespaceId} is connected to this account`);
      }
      const needle = (query.query ?? "").toLowerCase();
      const repos = chosen.flatMap((namespace) =>
        namespace.repos
          .filter((repo) => repo.name.toLowerCase().includes(needle))
          .map((repo) => ({
            id: `${namespace.slug}/${repo.name}`,
            name: repo.name,
            slug: repo.name,
            namespace: namespace.slug,
            owner: { id: namespace.id, name: namespace.slug },
            ownerType: namespace.ownerType,
            private: repo.private,
            defaultBranch: repo.defaultBranch,
            provider: namespace.provider,
            updatedAt: 0,
            url: `https://${namespace.provider.startsWith("gitlab") ? "gitlab.com" : namespace.provider === "bitbucket" ? "bitbucket.org" : "github.com"}/${namespace.slug}/${repo.name}`,
          })),
      );
      return ok({
        gitAccount: { provider: query.provider, namespaceId: query.namespaceId ?? null },
        repos,
      });
    },
  }),
];
