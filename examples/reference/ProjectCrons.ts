// Pauses the cron jobs the project's vercel.json declares, e.g. during a migration.
import * as vercel from "vercel-pulumi";

const worker = new vercel.Project("worker", {
  name: "acme-worker",
  gitRepository: { type: "github", repo: "acme/worker" },
});

const crons = new vercel.ProjectCrons("worker-crons", {
  projectId: worker.id,
  enabled: false,
});

export const cronsEnabled = crons.enabled;
