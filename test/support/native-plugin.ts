// The native provider plugin as the engine runs it: a child process (dist/provider/native/main.js)
// that prints its port, spoken to over gRPC with the stubs that ship with @pulumi/pulumi.
//
//   const plugin = useNativePlugin(emulator);       // started in `before`, stopped in `after`
//   const response = await plugin.call("check", request);
import * as grpc from "@grpc/grpc-js";
import { ResourceProviderClient, type IResourceProviderServer } from "@pulumi/pulumi/proto/provider_grpc_pb";
import { ConfigureRequest } from "@pulumi/pulumi/proto/provider_pb";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import type { EmulatorHandle } from "./emulator";
import { REPO_ROOT } from "./engine";

export const PLUGIN_MAIN = join(REPO_ROOT, "dist", "provider", "native", "main.js");
/** The key and value Pulumi marks secrets with on the wire (sdk/go/common/resource/sig). */
export const SECRET_KEY = "4dabf18193072939515e22adb298388d";
export const SECRET_VALUE = "1b47061264138c4ac30d75fd1eb44270";

type Client = InstanceType<typeof ResourceProviderClient>;
/** The unary methods, typed from the server interface (the client's overloads defeat inference). */
type UnaryMethod = Exclude<keyof IResourceProviderServer, "list">;
type RequestOf<M extends UnaryMethod> =
  IResourceProviderServer[M] extends grpc.handleUnaryCall<infer Request, unknown> ? Request : never;
type ResponseOf<M extends UnaryMethod> =
  IResourceProviderServer[M] extends grpc.handleUnaryCall<never, infer Response> ? Response : never;

export interface NativePlugin {
  /** Every line the plugin wrote to stderr. */
  stderr: string[];
  call<M extends UnaryMethod>(method: M, request: RequestOf<M>): Promise<ResponseOf<M>>;
  /** Configure pointing at the emulator, through `variables` as the engine sends stack config. */
  configure(variables?: Record<string, string>): Promise<void>;
}

export interface NativePluginOptions {
  /** Environment variables for the plugin process (the VERCEL_* settings are never passed). */
  env?: Record<string, string>;
}

export function useNativePlugin(emulator: EmulatorHandle, options: NativePluginOptions = {}): NativePlugin {
  let child: ChildProcess | undefined;
  let client: Client | undefined;
  const plugin: NativePlugin = {
    stderr: [],
    call(method, request) {
      return new Promise((resolve, reject) => {
        if (!client) throw new Error("the plugin has not started");
        const invoke = (client[method as keyof Client] as (...args: unknown[]) => unknown).bind(client) as (
          request: unknown,
          callback: (error: grpc.ServiceError | null, response: unknown) => void,
        ) => void;
        invoke(request, (error, response) => (error ? reject(error) : resolve(response as never)));
      });
    },
    async configure(variables) {
      const request = new ConfigureRequest();
      const map = request.getVariablesMap();
      const entries = variables ?? {
        "vercel:config:apiToken": emulator.token,
        "vercel:config:apiUrl": emulator.url,
        "vercel:config:blobApiUrl": emulator.blobUrl,
        "vercel:config:team": emulator.teamId,
      };
      for (const [key, value] of Object.entries(entries)) map.set(key, value);
      request.setArgs(new Struct());
      await plugin.call("configure", request);
    },
  };

  before(async () => {
    // The environment must not configure the plugin behind the test's back.
    const env = { ...process.env, ...options.env };
    for (const name of ["VERCEL_API_TOKEN", "VERCEL_TEAM", "VERCEL_API_URL"]) delete env[name];
    child = spawn(process.execPath, [PLUGIN_MAIN, "127.0.0.1:0"], { env, stdio: ["ignore", "pipe", "pipe"] });
    child.stderr?.on("data", (chunk: Buffer) => plugin.stderr.push(String(chunk)));
    const [first] = (await once(child.stdout!, "data")) as [Buffer];
    const port = Number(String(first).trim());
    if (!Number.isInteger(port)) throw new Error(`the plugin printed "${String(first)}" instead of its port`);
    client = new ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  });

  after(async () => {
    client?.close();
    if (child && child.exitCode === null) {
      child.kill();
      await once(child, "exit");
    }
  });

  return plugin;
}

/** Plain values as a Struct (what the engine sends). */
export function struct(values: Record<string, unknown>): Struct {
  return Struct.fromJavaScript(values as Parameters<typeof Struct.fromJavaScript>[0]);
}

/** A value wrapped as a Pulumi secret on the wire. */
export function secretValue(value: unknown): Record<string, unknown> {
  return { [SECRET_KEY]: SECRET_VALUE, value };
}

export function isWireSecret(value: unknown): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Record<string, unknown>)[SECRET_KEY] === SECRET_VALUE
  );
}

export function urnOf(type: string, name: string): string {
  return `urn:pulumi:test::native::${type}::${name}`;
}
