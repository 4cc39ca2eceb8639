// Invoke: the lookup functions of provider/functions/registry.ts as `vercel:index:<functionName>`
// (`vercel:index:getProject`). runFunction owns validation, owner resolution, the read and the
// error wording, as it does for the Node front; this handler translates the wire: secrets in the
// arguments, bad arguments as the response's per-property failures, secrets in the result.
import { InvokeResponse, type InvokeRequest } from "@pulumi/pulumi/proto/provider_pb";
import { declaredSecretResults, type AnyFunctionDefinition } from "../families/kit/function-definition";
import { functionByName } from "../families/registry";
import { FunctionArgumentsError, runFunction } from "../functions/run";
import { currentConfig } from "../operations/session";
import { checkFailures } from "./check-response";
import { PACKAGE } from "./config";
import { invalidArgument } from "./grpc-errors";
import { fromStruct, toStruct } from "./properties";
import { memberOf } from "./type-token";

/** The function an Invoke's token names. */
export function functionOf(token: string): AnyFunctionDefinition {
  const name = memberOf(token);
  const definition = name === undefined ? undefined : functionByName(name);
  if (!definition) throw invalidArgument(`the ${PACKAGE} provider has no function "${token}"`);
  return definition;
}

export async function invoke(request: InvokeRequest): Promise<InvokeResponse> {
  const definition = functionOf(request.getTok());
  const args = fromStruct(request.getArgs());
  const response = new InvokeResponse();
  try {
    // The settings Configure received, read the same way the resources read them.
    const result = await runFunction(definition, args.values, currentConfig(), {
      secretArgs: args.secretKeys,
    });
    // An argument the caller sent as a secret stays secret where the result echoes it.
    response.setReturn(toStruct(result, [...declaredSecretResults(definition), ...args.secretKeys]));
  } catch (error) {
    // Bad arguments (found before any API call) are reported per property, as Check reports
    // bad inputs; the SDKs and the engine show them as the invoke's failure.
    if (!(error instanceof FunctionArgumentsError)) throw error;
    response.setFailuresList(checkFailures(error.failures));
  }
  return response;
}
