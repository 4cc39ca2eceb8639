// Failures as the engine reads them. Every message has already left the operations redacted and
// naming the operation; a create that made its object but could not finish setting it up carries
// an ErrorResourceInitFailed detail (id, outputs, inputs) so the engine records the object in
// state instead of orphaning it, as the dynamic front does through Pulumi's dynamic host.
import * as grpc from "@grpc/grpc-js";
import { Any } from "google-protobuf/google/protobuf/any_pb";
import { ErrorResourceInitFailed } from "@pulumi/pulumi/proto/provider_pb";
import { Status } from "@pulumi/pulumi/proto/status_pb";
import type { Struct } from "google-protobuf/google/protobuf/struct_pb";

export interface GrpcFailure {
  code: grpc.status;
  details: string;
  metadata?: grpc.Metadata;
}

/** Any thrown value as a gRPC failure the engine prints as the resource's error. */
export function failureOf(error: unknown): GrpcFailure {
  if (isGrpcFailure(error)) return error;
  return { code: grpc.status.UNKNOWN, details: error instanceof Error ? error.message : String(error) };
}

/** A bad request (an unknown resource type, say): the engine shows it as is. */
export function invalidArgument(message: string): GrpcFailure {
  return { code: grpc.status.INVALID_ARGUMENT, details: message };
}

/** The object exists but its setup failed: recorded in state, finished by the next `up`. */
export function initFailed(message: string, id: string, properties: Struct, inputs: Struct): GrpcFailure {
  const detail = new ErrorResourceInitFailed();
  detail.setId(id);
  detail.setProperties(properties);
  detail.setInputs(inputs);
  detail.setReasonsList([message]);
  const packed = new Any();
  packed.pack(detail.serializeBinary(), "pulumirpc.ErrorResourceInitFailed");
  const status = new Status();
  status.setCode(grpc.status.UNKNOWN);
  status.setMessage(message);
  status.addDetails(packed);
  const metadata = new grpc.Metadata();
  // grpc-js has no typed status details; this trailer is where gRPC's Go side looks for them.
  metadata.add("grpc-status-details-bin", Buffer.from(status.serializeBinary()));
  return { code: grpc.status.UNKNOWN, details: message, metadata };
}

function isGrpcFailure(value: unknown): value is GrpcFailure {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as GrpcFailure).code === "number" &&
    typeof (value as GrpcFailure).details === "string"
  );
}

/** Wraps an async handler as a grpc-js unary handler: resolves the response or fails the call. */
export function unary<Request, Response>(
  handler: (request: Request) => Promise<Response>,
): grpc.handleUnaryCall<Request, Response> {
  return (call, callback) => {
    handler(call.request).then(
      (response) => callback(null, response),
      (error: unknown) => {
        const failure = failureOf(error);
        callback({
          code: failure.code,
          details: failure.details,
          metadata: failure.metadata ?? new grpc.Metadata(),
        });
      },
    );
  };
}
