// The webhooks area: the secret shown once, list and get without it, the event list and the
// validation of event names, delete.
import { expect } from "chai";
import type { Webhook } from "../../schema/webhooks";
import { useEmulator } from "../support/emulator";

type Props = Record<string, unknown>;

describe("emulator webhooks", () => {
  const emulator = useEmulator();
  const api = <T>(method: string, path: string, body?: unknown) =>
    emulator.admin.api<T>(method, `${path}${path.includes("?") ? "&" : "?"}teamId=${emulator.teamId}`, body);

  it("answers the secret on create only; get and list leave it out", async () => {
    const [project] = await emulator.admin.seedProjects([{ teamId: emulator.teamId, name: "hooked" }]);
    const { status, body } = await api<Webhook>("POST", "/v1/webhooks", {
      url: "https://hooks.example/v",
      events: ["project.created", "deployment.ready"],
      projectIds: [project?.id],
    });
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(body.id).to.match(/^account_hook_[A-Za-z0-9]{16}$/);
    expect(body.secret).to.be.a("string").and.have.length.greaterThan(0);
    expect(body).to.include({ url: "https://hooks.example/v", ownerId: emulator.teamId });
    const withoutSecret: Partial<Webhook> = { ...body };
    delete withoutSecret.secret;
    expect((await api<Webhook>("GET", `/v1/webhooks/${body.id}`)).body).to.deep.equal(withoutSecret);
    const listed = await api<(Webhook & { projectsMetadata: unknown })[]>("GET", "/v1/webhooks");
    expect(listed.body).to.deep.equal([
      { ...withoutSecret, projectsMetadata: [{ id: project?.id, name: "hooked" }] },
    ]);
    // A deleted project stays on the webhook (it must not widen to every project), unlisted.
    await api("DELETE", `/v9/projects/${project?.id}`);
    expect((await api<Webhook>("GET", `/v1/webhooks/${body.id}`)).body.projectIds).to.deep.equal([
      project?.id,
    ]);
    expect((await api<Props[]>("GET", "/v1/webhooks")).body[0]?.projectsMetadata).to.deep.equal([]);
    expect((await api("DELETE", `/v1/webhooks/${body.id}`)).status).to.equal(204);
    expect((await api("GET", `/v1/webhooks/${body.id}`)).status).to.equal(404);
  });

  it("lists the platform's user event types and refuses an unknown webhook event, naming it", async () => {
    // seeds/000: "A list of user event types is returned by `GET /v1/events/types`": activity log
    // kinds in kebab case, not the webhook event names a create accepts.
    const { body } = await api<{ types: { name: string; categories: string[] }[] }>(
      "GET",
      "/v1/events/types",
    );
    const names = body.types.map((type) => type.name);
    expect(names).to.include.members(["project-created", "flag-updated"]);
    expect(names).to.not.include("project.created");
    const refused = await api<{ error: { code: string; message: string } }>("POST", "/v1/webhooks", {
      url: "https://hooks.example/v",
      events: ["project.created", "project.exploded"],
    });
    expect(refused.status).to.equal(400);
    expect(refused.body.error.message).to.include('unknown event "project.exploded"').and.include("events");
    const empty = await api<{ error: { message: string } }>("POST", "/v1/webhooks", {
      url: "https://hooks.example/v",
      events: [],
    });
    expect(empty.body.error.message).to.include("must name at least one event");
  });

  it("seeds webhooks and drains as their create endpoints would, and lists them in the state", async () => {
    const { status, body } = await emulator.admin.api<Record<string, { id: string; secret?: string }[]>>(
      "POST",
      "/_emulator/seed",
      {
        webhooks: [{ teamId: emulator.teamId, url: "https://hooks.example/s", events: ["project.created"] }],
        drains: [
          {
            teamId: emulator.teamId,
            name: "seeded",
            projects: "all",
            schemas: { log: { version: "v1" } },
            delivery: { type: "http", endpoint: "https://logs.example/in", encoding: "json", headers: {} },
          },
        ],
      },
    );
    expect(status, JSON.stringify(body)).to.equal(200);
    expect(body.webhooks?.[0]?.id).to.match(/^account_hook_/);
    const { areas } = await emulator.admin.state();
    expect(Object.keys(areas)).to.include.members(["webhooks", "drains"]);
  });
});
