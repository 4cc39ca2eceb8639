import * as vercel from "vercel-pulumi";

const api = new vercel.Project("api", { name: "acme-api" });
const repository = new vercel.VcrRepository("api-server", { projectId: api.id, name: "api-server" });

// Members of the team acme-data may pull the images (never push).
const dataTeamPull = new vercel.VcrRepositoryPermission("acme-data-pull", {
  projectId: api.id,
  repository: repository.name,
  grantedTeamSlug: "acme-data",
});

export const repositoryId = dataTeamPull.repositoryId;
export const repositoryUrl = repository.url;
