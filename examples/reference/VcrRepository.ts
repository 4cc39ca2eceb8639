import * as vercel from "vercel-pulumi";

const api = new vercel.Project("api", { name: "acme-api" });

const repository = new vercel.VcrRepository("api-server", {
  projectId: api.id,
  name: "api-server",
});

// `docker push <url>:<tag>`.
export const repositoryUrl = repository.url;
