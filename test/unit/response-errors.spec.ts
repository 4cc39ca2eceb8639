import { expect } from "chai";
import {
  ConflictError,
  isGone,
  NotFoundError,
  RouteNotFoundError,
  ServerError,
  undefinedIfNotFound,
} from "../../provider/client/errors";
import { errorForResponse } from "../../provider/client/response-errors";

const call = { method: "GET", path: "/v9/projects/{idOrName}", host: "https://api.example.com" };
const envelope = (code: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ error: { code, message: `said ${code}`, ...extra } });
const respond = (status: number, text: string, type = "application/json") =>
  errorForResponse(call, { status, text, headers: new Headers({ "content-type": type }) });

describe("errors for failed responses", () => {
  it("is NotFoundError only for the platform's envelope with a missing-object code", () => {
    expect(respond(404, envelope("not_found"))).to.be.instanceOf(NotFoundError);
    expect(respond(404, envelope("deployment_not_found"))).to.be.instanceOf(NotFoundError);
    for (const error of [
      respond(404, "<html>404 Not Found</html>", "text/html"),
      respond(404, "Not Found", "text/plain"),
      respond(404, ""),
      respond(404, envelope("emulator_unserved_route")),
      respond(404, envelope("forbidden")),
      respond(404, JSON.stringify({ message: "not found" })),
    ]) {
      expect(error).to.be.instanceOf(RouteNotFoundError).and.not.be.instanceOf(NotFoundError);
      expect(error.message).to.include("GET https://api.example.com /v9/projects/{idOrName}");
    }
  });

  it("carries status, code, the API's message, the call and the extra fields", () => {
    const error = respond(409, envelope("conflict", { projectId: "prj_1" }));
    expect(error).to.be.instanceOf(ConflictError).and.include({
      status: 409,
      code: "conflict",
      apiMessage: "said conflict",
      method: "GET",
      path: "/v9/projects/{idOrName}",
      host: "https://api.example.com",
    });
    expect(error.extra).to.deep.equal({ projectId: "prj_1" });
    expect(error.message).to.equal(
      "GET https://api.example.com /v9/projects/{idOrName} failed with 409 conflict: said conflict",
    );
  });

  it("keeps an unenveloped 5xx readable", () => {
    const error = respond(502, "Bad Gateway", "text/plain");
    expect(error).to.be.instanceOf(ServerError).and.include({ code: "http_502", apiMessage: "Bad Gateway" });
  });

  it("isGone and undefinedIfNotFound accept only NotFoundError", async () => {
    expect(isGone(respond(404, envelope("not_found")))).to.equal(true);
    expect(isGone(respond(404, "<html></html>", "text/html"))).to.equal(false);
    expect(isGone(new Error("not_found"))).to.equal(false);
    expect(await undefinedIfNotFound(Promise.reject(respond(404, envelope("not_found"))))).to.equal(
      undefined,
    );
    const page = respond(404, "", "text/plain");
    let thrown: unknown;
    await undefinedIfNotFound(Promise.reject(page)).catch((error: unknown) => (thrown = error));
    expect(thrown).to.equal(page);
  });
});
