import * as vercel from "vercel-pulumi";

const api = vercel.getProjectOutput({ name: "acme-api" });
const repository = vercel.getVcrRepositoryOutput({ projectId: api.id, name: "api-server" });

// Where `docker push` sends the image.
export const repositoryUrl = repository.url;
