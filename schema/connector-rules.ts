// The rules of connectors, written once: the emulator enforces them and the provider's checks
// refuse the same input before any call. Each answers a reason (undefined when the value passes)
// worded to follow a field name: `uid: must not ...`.

// A control character anywhere: the platform refuses them in names and UIDs.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** connectcreateconnectorrequest `name` (checked after trimming). */
export function connectorNameProblem(name: string): string | undefined {
  if (name === "") return "must not be empty";
  if (CONTROL.test(name)) return "must not contain control characters";
  if (name.length > 256) return "must be at most 256 characters";
  return undefined;
}

/** connectupdateconnectorrequest `uid`: no whitespace, `%`, `#`, control characters or Vercel namespaces. */
export function connectorUidProblem(uid: string): string | undefined {
  if (uid === "" || /[\s%#]/.test(uid) || CONTROL.test(uid)) {
    return `must not be empty nor contain whitespace, "%", "#" or control characters`;
  }
  if (/^vercel([/:-]|$)/i.test(uid)) return `${uid} is in a namespace Vercel owns`;
  return undefined;
}

/** `backgroundColor` and `accentColor`. */
export const colorProblem = (value: string): string | undefined =>
  /^#[0-9a-fA-F]{6}$/.test(value) ? undefined : "must be a 6-digit hex color such as #000000";

/** `icon`: the digest of an image uploaded before. */
export const iconProblem = (value: string): string | undefined =>
  /^[0-9a-f]{40}$/.test(value) ? undefined : "must be the 40-character SHA-1 digest of an uploaded image";

/** A trigger destination's `path`. */
export const destinationPathProblem = (path: string): string | undefined =>
  path.startsWith("/") ? undefined : `must start with "/"`;
