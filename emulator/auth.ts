// Bearer-token authentication (api-contract §1.1): every platform and admin route needs one of the
// tokens the emulator was started with. A missing and a wrong token get the same 403, as on the
// platform, and the message never repeats the token.
import type { IncomingMessage } from "node:http";
import { forbidden } from "./errors";

/** Returns the accepted token the request carries, or throws 403 `forbidden`. */
export function authenticate(request: IncomingMessage, tokens: ReadonlySet<string>): string {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  if (token === undefined || !tokens.has(token)) throw forbidden();
  return token;
}
