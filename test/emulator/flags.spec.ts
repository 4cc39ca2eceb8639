// The feature flags area: flags, segments and SDK keys created with PUT, variant values of the
// flag's kind, outcomes and segment conditions that must name what exists, archive before
// delete, once-only SDK key values, and everything removed with its project.
import { expect } from "chai";
import type { Flag, Segment, SdkKey, SdkKeyCreated } from "../../schema/flags";
import { useEmulator } from "../support/emulator";

describe("emulator feature flags", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);
  let base: string;
  let projectId: string;

  const variantEnv = (variantId: string, extra: Record<string, unknown> = {}) => ({
    active: true,
    pausedOutcome: { type: "variant", variantId },
    fallthrough: { type: "variant", variantId },
    rules: [],
    ...extra,
  });
  const flagBody = (slug: string) => ({
    slug,
    kind: "boolean",
    variants: [
      { id: "off", value: false },
      { id: "on", value: true },
    ],
    environments: { production: variantEnv("off"), preview: variantEnv("on") },
  });

  beforeEach(async () => {
    const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "flagged" }]);
    projectId = String(project?.id);
    base = `/v1/projects/${projectId}/feature-flags`;
  });

  it("creates a flag with PUT (201), reads it by id and slug, refuses a second of that slug", async () => {
    const created = await api<Flag>("PUT", `${base}/flags`, flagBody("beta"));
    expect(created.status).to.equal(201);
    expect(created.body).to.include({
      slug: "beta",
      kind: "boolean",
      state: "active",
      typeName: "flag",
      revision: 1,
    });
    expect(created.body.id).to.match(/^flag_/);
    const byId = await api<Flag>("GET", `${base}/flags/${created.body.id}`);
    const bySlug = await api<Flag>("GET", `/v1/projects/flagged/feature-flags/flags/beta`);
    expect(byId.body).to.deep.equal(bySlug.body);
    const again = await api<{ error: { code: string } }>("PUT", `${base}/flags`, flagBody("beta"));
    expect(again.status).to.equal(409);
    const listed = await api<{ data: Flag[] }>("GET", `${base}/flags`);
    expect(listed.body.data.map((f) => f.slug)).to.deep.equal(["beta"]);
  });

  it("refuses values of another kind, unknown variants and unknown segments, naming the field", async () => {
    const wrongKind = { ...flagBody("x"), variants: [{ id: "on", value: "yes" }] };
    const kind = await api<{ error: { message: string } }>("PUT", `${base}/flags`, wrongKind);
    expect(kind.status).to.equal(400);
    expect(kind.body.error.message).to.include("variants[0].value must be a boolean");
    const unknown = { ...flagBody("y"), environments: { production: variantEnv("maybe") } };
    const variant = await api<{ error: { message: string } }>("PUT", `${base}/flags`, unknown);
    expect(variant.body.error.message).to.include(
      'environments.production.pausedOutcome.variantId names unknown variant "maybe"',
    );
    const rule = {
      id: "r1",
      conditions: [
        { lhs: { type: "segment" }, cmp: "oneOf", rhs: { type: "list", items: [{ value: "segment_none" }] } },
      ],
      outcome: { type: "variant", variantId: "on" },
    };
    const segment = await api<{ error: { message: string } }>("PUT", `${base}/flags`, {
      ...flagBody("z"),
      environments: { production: variantEnv("off", { rules: [rule] }) },
    });
    expect(segment.status).to.equal(400);
    expect(segment.body.error.message).to.include('unknown segment "segment_none"');
  });

  it("updates a flag (revision bumps, slug fixed) and deletes it only once archived", async () => {
    const { body: flag } = await api<Flag>("PUT", `${base}/flags`, flagBody("beta"));
    const patched = await api<Flag>("PATCH", `${base}/flags/beta`, { description: "new", slug: "beta" });
    expect(patched.body).to.include({ description: "new", revision: 2 });
    const renamed = await api("PATCH", `${base}/flags/beta`, { slug: "other" });
    expect(renamed.status).to.equal(400);
    const early = await api<{ error: { code: string } }>("DELETE", `${base}/flags/${flag.id}`);
    expect(early.status).to.equal(409);
    expect(early.body.error.code).to.equal("flag_not_archived");
    await api("PATCH", `${base}/flags/${flag.id}`, { state: "archived" });
    expect((await api<{ data: Flag[] }>("GET", `${base}/flags`)).body.data).to.deep.equal([]);
    expect((await api<{ data: Flag[] }>("GET", `${base}/flags?state=archived`)).body.data).to.have.length(1);
    expect((await api("DELETE", `${base}/flags/${flag.id}`)).status).to.equal(204);
    expect((await api("GET", `${base}/flags/${flag.id}`)).status).to.equal(404);
  });

  it("serves segments, and refuses to delete one a flag's rule reads", async () => {
    const created = await api<Segment>("PUT", `${base}/segments`, {
      slug: "staff",
      label: "Staff",
      hint: "employees",
      data: { include: { user: { email: [{ value: "a@example.com" }] } } },
    });
    expect(created.status).to.equal(201);
    expect(created.body).to.include({ slug: "staff", typeName: "segment", projectId });
    const rule = {
      id: "r1",
      conditions: [
        {
          lhs: { type: "segment" },
          cmp: "oneOf",
          rhs: { type: "list", items: [{ value: created.body.id }] },
        },
      ],
      outcome: { type: "variant", variantId: "on" },
    };
    await api("PUT", `${base}/flags`, {
      ...flagBody("f"),
      environments: { production: variantEnv("off", { rules: [rule] }) },
    });
    const patched = await api<Segment>("PATCH", `${base}/segments/staff`, { label: "Employees" });
    expect(patched.body.label).to.equal("Employees");
    const inUse = await api<{ error: { code: string } }>("DELETE", `${base}/segments/${created.body.id}`);
    expect(inUse.status).to.equal(409);
    expect(inUse.body.error.code).to.equal("segment_in_use");
  });

  it("answers an SDK key's value once, and lists it masked", async () => {
    const created = await api<SdkKeyCreated>("PUT", `${base}/sdk-keys`, {
      sdkKeyType: "server",
      environment: "production",
      label: "api",
    });
    expect(created.status).to.equal(200);
    const { keyValue, hashKey, connectionString } = created.body;
    expect(keyValue).to.match(/^vf_server_/);
    expect(connectionString).to.include(keyValue);
    const listed = await api<{ data: SdkKey[] }>("GET", `${base}/sdk-keys`);
    expect(listed.body.data).to.have.length(1);
    expect(JSON.stringify(listed.body)).to.not.include(keyValue);
    expect(JSON.stringify(await emulator.admin.state())).to.not.include(keyValue);
    expect((await api("DELETE", `${base}/sdk-keys/${hashKey}`)).status).to.equal(204);
    expect((await api("DELETE", `${base}/sdk-keys/${hashKey}`)).status).to.equal(404);
  });

  it("removes flags, segments and SDK keys with their project", async () => {
    await api("PUT", `${base}/flags`, flagBody("beta"));
    await api("PUT", `${base}/segments`, { slug: "s", label: "S", hint: "", data: {} });
    await api("PUT", `${base}/sdk-keys`, { sdkKeyType: "client", environment: "preview" });
    await api("DELETE", `/v9/projects/${projectId}`);
    expect((await emulator.admin.state()).total).to.equal(0);
  });
});
