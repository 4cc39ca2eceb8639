#!/usr/bin/env node
// pulumi-resource-vercel: the native provider plugin. The engine starts it, reads the port from
// its first line of stdout, and stops it when done. Nothing else may be written to stdout.
import { startPlugin } from "./server";

startPlugin().then(
  (plugin) => {
    process.stdout.write(`${plugin.port}\n`);
  },
  (error: unknown) => {
    process.stderr.write(
      `pulumi-resource-vercel: could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
