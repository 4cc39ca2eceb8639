// The list's order is the rules' order: the first rule that matches a request decides.
import * as vercel from "vercel-pulumi";

const web = new vercel.Project("web", { name: "acme-web", framework: "nextjs" });

const routes = new vercel.ProjectRoutes("web-routes", {
  projectId: web.id,
  rules: [
    {
      name: "Blog moved",
      route: {
        src: "^/blog/(.*)$",
        status: 308,
        headers: { Location: "https://blog.example.com/$1" },
      },
    },
    {
      name: "API proxy",
      description: "Serves the API from the same origin",
      route: { src: "^/api/(.*)$", dest: "https://api.example.com/$1" },
    },
  ],
});

export const productionVersion = routes.versionId;
