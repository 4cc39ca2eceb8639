// `GET /_emulator/registrar/outside-auth-code/:domain`: the auth code a registrar outside the
// emulator would give the holder of a name that the emulator's registrar does not hold, so that a
// test can transfer such a name in (orders.ts `outsideAuthCode`). A name held on the emulator has
// its own code, which only its holder reads (GET /v1/registrar/domains/:domain/auth-code).
import { conflict } from "../../errors";
import { defineRoute, ok, type Route } from "../../route";
import { outsideAuthCode } from "./orders";
import { findRegistration } from "./records";
import { registrable } from "./tlds";

export function registrarAdminRoutes(): Route[] {
  return [
    defineRoute({
      method: "GET",
      paths: "/_emulator/registrar/outside-auth-code/:domain",
      handle: ({ store, params }) => {
        const { name } = registrable(params.domain);
        if (findRegistration(store, name)) {
          throw conflict(`"${name}" is held by the emulator's registrar: its holder reads its auth code`);
        }
        return ok({ domain: name, authCode: outsideAuthCode(name) });
      },
    }),
  ];
}
