// The pulumi-resource-vercel plugin's gRPC server: the ResourceProvider service wired to its
// handlers, listening on a free loopback port that it prints on stdout, as the engine expects of
// every plugin (the engine passes its own address as the first argument; this plugin needs no
// callbacks into it). Methods left out (Handshake, Construct, Call, ...) answer UNIMPLEMENTED,
// which the engine treats as "use the older protocol" where it matters.
import * as grpc from "@grpc/grpc-js";
import { Empty } from "google-protobuf/google/protobuf/empty_pb";
import { PluginInfo } from "@pulumi/pulumi/proto/plugin_pb";
import { ResourceProviderService, type IResourceProviderServer } from "@pulumi/pulumi/proto/provider_grpc_pb";
import { GetMappingResponse, GetMappingsResponse, GetSchemaResponse } from "@pulumi/pulumi/proto/provider_pb";
import * as config from "./config-service";
import * as functions from "./function-service";
import { unary } from "./grpc-errors";
import * as resources from "./resource-service";
import { packageSchema } from "./schema";
import { packageVersion } from "./version";

/** Large programs send large Structs (hundreds of resources' state): the engine's own limit. */
const MAX_MESSAGE_BYTES = 400 * 1024 * 1024;

export function providerService(): Partial<IResourceProviderServer> {
  return {
    getPluginInfo: unary(async () => new PluginInfo().setVersion(packageVersion())),
    getSchema: unary(async () =>
      new GetSchemaResponse().setSchema(JSON.stringify(packageSchema(packageVersion()))),
    ),
    checkConfig: unary(config.checkConfig),
    diffConfig: unary(config.diffConfig),
    configure: unary(config.configure),
    check: unary(resources.check),
    diff: unary(resources.diff),
    create: unary(resources.create),
    read: unary(resources.read),
    update: unary(resources.update),
    delete: unary(resources.remove),
    invoke: unary(functions.invoke),
    // Nothing runs long enough to cancel, and nothing needs the engine's address.
    cancel: unary(async () => new Empty()),
    attach: unary(async () => new Empty()),
    // No mappings to other providers' schemas (used by `pulumi convert`).
    getMapping: unary(async () => new GetMappingResponse()),
    getMappings: unary(async () => new GetMappingsResponse()),
  };
}

export interface RunningPlugin {
  port: number;
  close(): Promise<void>;
}

export async function startPlugin(): Promise<RunningPlugin> {
  const server = new grpc.Server({
    "grpc.max_receive_message_length": MAX_MESSAGE_BYTES,
    "grpc.max_send_message_length": MAX_MESSAGE_BYTES,
  });
  server.addService(ResourceProviderService, providerService() as IResourceProviderServer);
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync("127.0.0.1:0", grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    );
  });
  return {
    port,
    close: () => new Promise<void>((resolve) => server.tryShutdown(() => resolve())),
  };
}
