// The Pulumi SDK's resource monitor reduced to Invoke, forwarding each invoke to the real plugin
// process as the engine does (ResourceInvokeRequest in, the provider's InvokeRequest out, the
// answer's return and failures back, an error prefixed as the engine prefixes it). It lets a
// test call `getProjectOutput(...)` from vercel-pulumi/native in-process, without an engine.
//
//   const plugin = useNativePlugin(emulator);
//   useInvokeMonitor(plugin);   // installed in `before`, the SDK's settings reset in `after`
import * as pulumi from "@pulumi/pulumi";
import { InvokeRequest } from "@pulumi/pulumi/proto/provider_pb";
import { ResourceInvokeResponse, type ResourceInvokeRequest } from "@pulumi/pulumi/proto/resource_pb";
import type { ServiceError } from "@grpc/grpc-js";
import type { NativePlugin } from "./native-plugin";

export interface InvokeMonitor {
  /** The tokens invoked, in order. */
  tokens: string[];
}

export function useInvokeMonitor(plugin: NativePlugin): InvokeMonitor {
  const record: InvokeMonitor = { tokens: [] };
  const monitor = {
    invoke(
      request: ResourceInvokeRequest,
      callback: (error: Partial<ServiceError> | null, response?: ResourceInvokeResponse) => void,
    ): void {
      const token = request.getTok();
      record.tokens.push(token);
      const forwarded = new InvokeRequest().setTok(token).setArgs(request.getArgs());
      plugin.call("invoke", forwarded).then(
        (answer) => {
          const response = new ResourceInvokeResponse();
          response.setReturn(answer.getReturn());
          response.setFailuresList(answer.getFailuresList());
          callback(null, response);
        },
        (error: ServiceError) =>
          callback({ ...error, details: `invocation of ${token} returned an error: ${error.details}` }),
      );
    },
  };

  before(() => pulumi.runtime.setMockOptions(monitor, "project", "stack", false));
  beforeEach(() => {
    record.tokens = [];
  });
  after(() => pulumi.runtime.resetOptions("", "", -1, "", "", false, ""));
  return record;
}
