// The AI gateway's side of the emulator for tests: a key minted through the admin API, providers
// switched off and on, and raw calls to the gateway's own listener.
import type { GatewayKeyResponse } from "../../schema/ai-gateway";
import type { ApiResponse, EmulatorHandle } from "./emulator";

/** A gateway API key for the emulator's team (or the personal account with `{ personal: true }`). */
export async function mintGatewayKey(
  emulator: EmulatorHandle,
  scope: { personal?: boolean } = {},
): Promise<string> {
  const body = scope.personal ? {} : { teamId: emulator.teamId };
  const response = await emulator.admin.api<GatewayKeyResponse>("POST", "/_emulator/ai-gateway/keys", body);
  if (response.status !== 201)
    throw new Error(`minting a gateway key failed: ${JSON.stringify(response.body)}`);
  return response.body.key;
}

/** Switch a provider off (`false`: every attempt on it fails) or back on. */
export async function setProvider(
  emulator: EmulatorHandle,
  provider: string,
  available: boolean,
): Promise<void> {
  const response = await emulator.admin.api("PUT", `/_emulator/ai-gateway/providers/${provider}`, {
    available,
  });
  if (response.status !== 200)
    throw new Error(`switching ${provider} failed: ${JSON.stringify(response.body)}`);
}

/** A raw call to the gateway with `key`; the body is parsed as JSON unless it is an event stream. */
export async function gatewayCall<T = unknown>(
  emulator: EmulatorHandle,
  key: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse<T> & { text: string }> {
  const response = await fetch(emulator.gatewayUrl + path, {
    method,
    headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const json = response.headers.get("content-type")?.startsWith("application/json") ?? false;
  return {
    status: response.status,
    body: (json ? JSON.parse(text) : null) as T,
    headers: response.headers,
    text,
  };
}

/** A one-pixel PNG as a data URI, the form the platform description gives image input. */
export const PIXEL_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** A function tool with JSON Schema parameters, as the platform description describes tools. */
export const WEATHER_TOOL = {
  type: "function" as const,
  function: {
    name: "get_weather",
    description: "The current weather in a city",
    parameters: {
      type: "object",
      properties: {
        city: { type: "string", description: "The city" },
        unit: { type: "string", enum: ["celsius", "fahrenheit"] },
      },
      required: ["city", "unit"],
    },
  },
};
