#!/usr/bin/env node
// pulumi-resource-vercel: the native provider plugin. The engine starts it, reads the port from
// its first line of stdout, and stops it when done. Nothing else may be written to stdout.
import * as nodeModule from "node:module";

// The engine starts the plugin afresh for every operation, and compiling this package and its
// dependencies is most of the start (0.45 s of CPU here, 0.33 s with the cache): V8's code cache on disk (Node ≥ 22.1,
// in the OS temp directory) lets every start after the first skip it.
nodeModule.enableCompileCache?.();

// Loaded after the cache is on, so that its modules are compiled through it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startPlugin } = require("./server") as typeof import("./server");

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
