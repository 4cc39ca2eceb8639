// Inline Automation API programs run many times in one process, each against a new engine that
// listens on a port the kernel picks, so a later engine can get the port an earlier one had.
// grpc-js keeps subchannels in a process-wide pool keyed by address: the new run's channel to the
// engine then reuses the old subchannel, still in TRANSIENT_FAILURE from the engine that exited,
// and pick-first fails the first call at once ("14 UNAVAILABLE: No connection established. Last
// error: null"; CI saw it on a Stack registration). A channel of its own per client (grpc-js's
// `grpc.use_local_subchannel_pool`) starts from a fresh connection every run.
interface PulumiRuntimeSettings {
  grpcClientOptions: Record<string, unknown>;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const settings = require("@pulumi/pulumi/runtime/settings") as PulumiRuntimeSettings;

export function useFreshGrpcChannels(): void {
  settings.grpcClientOptions["grpc.use_local_subchannel_pool"] = 1;
}
