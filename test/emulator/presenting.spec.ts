// The response-shaping step and the response checks, shown with areas that exist only in this test:
// a once-only secret, a write-only password and a per-version field name live in one presenter; a
// route whose answer breaks its schema is answered with 500 and recorded as a violation.
import { expect } from "chai";
import { z } from "zod";
import { randomAlphanumeric } from "../../emulator/ids";
import { presenter } from "../../emulator/present";
import { defineRoute, item, list, ok, type ApiArea } from "../../emulator/route";
import { versions } from "../../emulator/router";
import type { Store } from "../../emulator/store";
import { useEmulator } from "../support/emulator";

interface StoredSecret {
  id: string;
  name: string;
  /** Once-only: answered by the create call, never again. */
  secret: string;
  /** Write-only: kept, never answered. */
  password: string;
  createdAt: number;
}

const secretsOf = (store: Store) => store.collection<StoredSecret>("secrets");
const Shown = z.looseObject({ id: z.string() });

const secrets: ApiArea = {
  name: "secrets",
  // The one place that knows what the wire shows: v2 renamed `name` to `label`.
  present: presenter<StoredSecret>(({ id, name, secret, createdAt }, { version, operation }) => ({
    id,
    ...(version >= 2 ? { label: name } : { name }),
    createdAt,
    ...(operation === "create" ? { secret } : {}),
  })),
  routes: [
    defineRoute({
      method: "POST",
      paths: versions("/test-secrets", 1, 2),
      body: z.object({ name: z.string(), password: z.string() }),
      response: Shown,
      handle: ({ store, ownerId, body }) =>
        item(
          secretsOf(store).insert(ownerId, {
            id: `sec_${randomAlphanumeric(12)}`,
            ...body,
            secret: randomAlphanumeric(24),
            createdAt: store.now(),
          }),
        ),
    }),
    defineRoute({
      method: "GET",
      paths: versions("/test-secrets/:id", 1, 2),
      response: Shown,
      handle: ({ store, ownerId, params }) => item(secretsOf(store).get(ownerId, params.id)),
    }),
    defineRoute({
      method: "GET",
      paths: "/v2/test-secrets",
      response: z.object({ secrets: z.array(Shown) }),
      operation: "list",
      handle: ({ store, ownerId }) => list("secrets", secretsOf(store).list(ownerId)),
    }),
  ],
};

const broken: ApiArea = {
  name: "broken",
  routes: [
    defineRoute({
      method: "GET",
      paths: "/v1/test-broken",
      response: z.object({ id: z.string(), items: z.array(z.object({ name: z.string() })) }),
      handle: () => ok({ id: 42, items: [{ name: "fine" }, {}] }),
    }),
    defineRoute({ method: "GET", paths: "/v1/test-undeclared", handle: () => ok({ anything: true }) }),
  ],
};

describe("emulator response shaping and checks", () => {
  const emulator = useEmulator({ extend: { areas: [secrets, broken] } });

  describe("presenters", () => {
    it("shows a once-only secret on create only, and a write-only value never", async () => {
      const created = await emulator.admin.api<Record<string, unknown>>("POST", "/v1/test-secrets", {
        name: "db",
        password: "hunter2",
      });
      expect(created.status).to.equal(200);
      expect(created.body).to.have.keys("id", "name", "createdAt", "secret");
      const { id, secret } = created.body as { id: string; secret: string };

      const read = await emulator.admin.api("GET", `/v1/test-secrets/${id}`);
      expect(read.body).to.deep.equal({ id, name: "db", createdAt: created.body.createdAt });
      const listed = await emulator.admin.api<{ secrets: unknown[] }>("GET", "/v2/test-secrets");
      expect(listed.body.secrets).to.deep.equal([{ id, label: "db", createdAt: created.body.createdAt }]);

      // Both are still stored: the presenter, not the store, decides what the wire shows.
      const state = JSON.stringify(await emulator.admin.state());
      expect(state).to.include(secret).and.include("hunter2");
    });

    it("gives the presenter the API version of the path", async () => {
      const v2 = await emulator.admin.api<{ id: string }>("POST", "/v2/test-secrets", {
        name: "x",
        password: "p",
      });
      expect(v2.body).to.include({ label: "x" }).and.not.have.property("name");
      const v1 = await emulator.admin.api("GET", `/v1/test-secrets/${v2.body.id}`);
      expect(v1.body).to.include({ name: "x" }).and.not.have.property("label");
    });
  });

  describe("response checks", () => {
    it("lets a matching answer through", async () => {
      await emulator.admin.seedProjects([{ name: "checked" }]);
      expect((await emulator.admin.api("GET", "/v10/projects")).status).to.equal(200);
      expect((await emulator.admin.api("GET", "/v9/projects/checked")).status).to.equal(200);
      expect(await emulator.admin.violations()).to.deep.equal([]);
    });

    it("answers 500 emulator_invalid_response naming the route and the failing paths, and records it", async () => {
      emulator.expectViolations();
      const { status, body } = await emulator.admin.api<{ error: { code: string; message: string } }>(
        "GET",
        "/v1/test-broken",
      );
      expect(status).to.equal(500);
      expect(body.error.code).to.equal("emulator_invalid_response");
      expect(body.error.message).to.equal(
        'GET /v1/test-broken answered a body that does not match its response schema: "id" must be a string; "items[1].name" is required',
      );
      expect(await emulator.admin.violations()).to.deep.equal([
        { kind: "invalid-response", method: "GET", path: "/v1/test-broken", detail: body.error.message },
      ]);
    });

    it("treats a route that answers a body without declaring its schema as a violation", async () => {
      emulator.expectViolations();
      const { status, body } = await emulator.admin.api("GET", "/v1/test-undeclared");
      expect(status).to.equal(500);
      expect(JSON.stringify(body)).to.include("the route declares no response schema");
    });
  });

  describe("with checkResponses off", () => {
    const unchecked = useEmulator({ checkResponses: false, extend: { areas: [broken] } });

    it("answers what the handler returned", async () => {
      const { status, body } = await unchecked.admin.api("GET", "/v1/test-broken");
      expect(status).to.equal(200);
      expect(body).to.have.property("id", 42);
      expect(await unchecked.admin.violations()).to.deep.equal([]);
    });
  });
});
