// Random identifiers in the platform's formats (api-contract §1.5), e.g. `prj_` + 28 alnum.
import { randomInt } from "node:crypto";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function randomAlphanumeric(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return out;
}

/** `prefix` followed by `length` random letters and digits. */
export function newId(prefix: string, length: number): string {
  return prefix + randomAlphanumeric(length);
}
