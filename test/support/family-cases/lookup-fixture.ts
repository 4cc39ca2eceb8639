// What the native plugin's Invoke test (test/native/functions.spec.ts) needs from each lookup
// function's family: a way to make an object for the function to find, through the emulator's API
// or the plugin's Create, and what the answer must then hold.
import { CreateRequest } from "@pulumi/pulumi/proto/provider_pb";
import type { EdgeConfig } from "../../../schema/edge-config";
import { teamApi } from "../../resources/env-support";
import type { EmulatorHandle } from "../emulator";
import { isWireSecret, struct, urnOf, type NativePlugin } from "../native-plugin";

export type Props = Record<string, unknown>;

/** What one function is invoked with, and what the answer must hold. */
export interface Lookup {
  args: Props;
  /** Fields of the answer, as plain values (secrets unwrapped). */
  expected: Props;
  /** The answer's keys that must be wire secrets, and no others. */
  secret: string[];
}

/** Makes an object for one function to find, and says how to look it up. */
export type Fixture = (emulator: EmulatorHandle, plugin: NativePlugin) => Promise<Lookup>;

/** Creates a resource through the plugin's Create, as the engine would: its id and plain outputs. */
export async function createThroughPlugin(plugin: NativePlugin, type: string, inputs: Props) {
  const request = new CreateRequest();
  request.setUrn(urnOf(`vercel:index:${type}`, "fixture"));
  request.setType(`vercel:index:${type}`);
  request.setProperties(struct(inputs));
  const response = await plugin.call("create", request);
  return { id: response.getId(), outputs: unwrapped(response.getProperties()?.toJavaScript() ?? {}) };
}

/** An Edge Config store made through the API, with one item, `greeting`. */
export async function edgeConfigStore(emulator: EmulatorHandle): Promise<string> {
  const store = await teamApi<EdgeConfig>(emulator, "POST", "/v1/edge-config", {
    slug: "looked-up",
    items: { greeting: "hi" },
  });
  return store.id;
}

/** The plain values of a wire Struct's JavaScript form: secrets unwrapped at every depth. */
export function unwrapped(value: unknown): Props {
  const unwrap = (item: unknown): unknown => {
    if (isWireSecret(item)) return unwrap((item as { value: unknown }).value);
    if (Array.isArray(item)) return item.map(unwrap);
    if (typeof item === "object" && item !== null)
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, unwrap(inner)]));
    return item;
  };
  return unwrap(value) as Props;
}
