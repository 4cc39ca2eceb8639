// What `require("vercel-pulumi/dynamic-host")` loads in Pulumi's dynamic-provider host process
// (package.json `exports`): host.ts, compiled through V8's code cache on disk.
import * as nodeModule from "node:module";

// The engine starts the dynamic-provider host afresh for every operation, and compiling this
// package is most of its first call (0.40 s of CPU to load host.js, 0.32 s with the cache,
// `/usr/bin/time` of four loads each). The host process is Pulumi's and runs only providers, so
// turning the cache on there touches no user program (Node ≥ 22.1; older Node has no cache).
nodeModule.enableCompileCache?.();

// Loaded after the cache is on, so that its modules are compiled through it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
module.exports = require("./host") as typeof import("./host");
