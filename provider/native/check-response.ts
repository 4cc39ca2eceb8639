// A CheckResponse, for resources and for the provider's configuration alike: the inputs to keep
// (secrets wrapped) and each failure with its property path. An InvokeResponse reports bad
// arguments the same way (checkFailures).
import { CheckFailure, CheckResponse } from "@pulumi/pulumi/proto/provider_pb";
import type { Struct } from "google-protobuf/google/protobuf/struct_pb";
import type { CheckFailure as Failure } from "../reconcile/check";

export function checkResponse(inputs: Struct, failures: readonly Failure[]): CheckResponse {
  const response = new CheckResponse();
  response.setInputs(inputs);
  response.setFailuresList(checkFailures(failures));
  return response;
}

/** Failures as the wire's CheckFailure messages: the property path and the rule it broke. */
export function checkFailures(failures: readonly Failure[]): CheckFailure[] {
  return failures.map((failure) =>
    new CheckFailure().setProperty(failure.property).setReason(failure.reason),
  );
}
