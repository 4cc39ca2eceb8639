// Pulumi's wire values (google.protobuf.Struct) to plain values and back. Two sentinels ride in
// the Struct: a secret is an object {SECRET_SIGNATURE_KEY: SECRET_SIGNATURE, value}, and a value
// not known yet (preview) is the UNKNOWN string, which the operations already understand. The
// plugin accepts secrets (Configure says so), so requests carry them wrapped: they are unwrapped
// for the operations, and every answer wraps again what must stay secret.
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import { isPlainObject } from "../reconcile/values";

export type Props = Record<string, unknown>;

/** Pulumi's special-value signature key and the secret signature (sdk/go/common/resource/sig). */
export const SIGNATURE_KEY = "4dabf18193072939515e22adb298388d";
export const SECRET_SIGNATURE = "1b47061264138c4ac30d75fd1eb44270";

/** What a request's properties became: the plain values, and the top-level keys that held a secret. */
export interface Unwrapped {
  values: Props;
  secretKeys: string[];
}

export function isSecret(value: unknown): value is { value: unknown } {
  return isPlainObject(value) && value[SIGNATURE_KEY] === SECRET_SIGNATURE;
}

export function secret(value: unknown): Props {
  return { [SIGNATURE_KEY]: SECRET_SIGNATURE, value };
}

/** A request's Struct as plain values; absent means empty. */
export function fromStruct(struct: Struct | undefined): Unwrapped {
  const raw = (struct?.toJavaScript() ?? {}) as Props;
  const secretKeys = Object.keys(raw).filter((key) => containsSecret(raw[key]));
  return { values: unwrapSecrets(raw) as Props, secretKeys };
}

/**
 * Plain values as an answer's Struct, with `secretKeys` (top-level) wrapped as secrets. Undefined
 * values are dropped: a Struct has no place for them.
 */
export function toStruct(values: Props, secretKeys: Iterable<string> = []): Struct {
  const keys = new Set(secretKeys);
  const wire: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const plain = withoutUndefinedDeep(value);
    wire[key] = keys.has(key) && !isSecret(plain) ? secret(plain) : plain;
  }
  return Struct.fromJavaScript(wire as Parameters<typeof Struct.fromJavaScript>[0]);
}

export function unwrapSecrets(value: unknown): unknown {
  if (isSecret(value)) return unwrapSecrets(value.value);
  if (Array.isArray(value)) return value.map(unwrapSecrets);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, unwrapSecrets(v)]));
  return value;
}

function containsSecret(value: unknown): boolean {
  if (isSecret(value)) return true;
  if (Array.isArray(value)) return value.some(containsSecret);
  if (isPlainObject(value)) return Object.values(value).some(containsSecret);
  return false;
}

function withoutUndefinedDeep(value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item) => (item === undefined ? null : withoutUndefinedDeep(item)));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, withoutUndefinedDeep(item)]),
    );
  }
  return value;
}
