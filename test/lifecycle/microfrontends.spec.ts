// Microfrontends on the real Pulumi engine, in one shared stack: a group with its default app and
// two members, the config the platform derives from them, both lookups, a preview with no change;
// an out-of-band rename and a member that left caught as drift and repaired; a rename and a route
// change in place; a member whose route overlaps another's refused by the platform with both named,
// and one made outside adopted; a destroy that leaves the emulator empty.
import { expect } from "chai";
import {
  MicrofrontendGroup,
  MicrofrontendGroupMembership,
  Project,
  getMicrofrontendGroupMembershipOutput,
  getMicrofrontendGroupOutput,
} from "../../provider";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

interface Config {
  config: { applications: Record<string, { routing?: { paths: string[] }[] }> } | null;
}

describe("a microfrontends group and its members in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  const settings = { name: "storefront", docsRoute: "/docs", overlap: false, adoptShop: false };
  const routes = async () =>
    Object.fromEntries(
      Object.entries(
        (await api<Config>("GET", "/v1/microfrontends/projects/shell/production-mfe-config")).config
          ?.applications ?? {},
      ).map(([name, app]) => [name, app.routing?.[0]?.paths[0] ?? "default"]),
    );

  before(() => {
    shared().setProgram(async () => {
      const [shell, docs, blog, shop] = ["shell", "docs", "blog", "shop"].map(
        (name) => new Project(name, { name }),
      );
      const group = new MicrofrontendGroup("storefront", {
        name: settings.name,
        defaultApp: { projectId: shell!.id, defaultRoute: "/" },
      });
      const docsMember = new MicrofrontendGroupMembership("docs", {
        projectId: docs!.id,
        microfrontendGroupId: group.id,
        defaultRoute: settings.docsRoute,
      });
      new MicrofrontendGroupMembership("blog", {
        projectId: blog!.id,
        microfrontendGroupId: group.id,
        defaultRoute: settings.overlap ? "/help/blog" : "/blog",
        routeObservabilityToThisProject: false,
      });
      if (settings.adoptShop) {
        new MicrofrontendGroupMembership("shop", {
          projectId: shop!.id,
          microfrontendGroupId: group.id,
          defaultRoute: "/shop",
          adopt: true,
        });
      }
      const found = getMicrofrontendGroupOutput({ id: group.id });
      const member = getMicrofrontendGroupMembershipOutput({
        microfrontendGroupId: group.id,
        projectId: docsMember.projectId,
      });
      return {
        groupId: group.id,
        slug: group.slug,
        shellId: shell!.id,
        shopId: shop!.id,
        lookedUpDefault: found.defaultApp.projectId,
        lookedUpName: found.name,
        lookedUpRoute: member.defaultRoute,
      };
    });
  });

  it("creates the group with its default app and members; the platform routes by them", async () => {
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 8 }); // 4 projects, group, 2 members, stack
    expect(up.outputs.slug?.value).to.equal("storefront");
    expect(up.outputs.lookedUpDefault?.value).to.equal(up.outputs.shellId?.value);
    expect(up.outputs.lookedUpName?.value).to.equal("storefront");
    expect(up.outputs.lookedUpRoute?.value).to.equal("/docs");
    expect(await routes()).to.deep.equal({ shell: "default", docs: "/docs", blog: "/blog" });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("detects a rename and a member that left out of band, and puts them back", async () => {
    const groupId = String((await shared().stack.outputs()).groupId?.value);
    await api("PATCH", `/v1/teams/${emulator.teamId}/microfrontends/${groupId}`, { name: "renamed" });
    await api("PATCH", "/v1/projects/blog/microfrontends", { enabled: false });

    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);

    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    const { groups } = await api<{ groups: { group: { name: string } }[] }>(
      "GET",
      "/v1/microfrontends/groups",
    );
    expect(groups.map((g) => g.group.name)).to.deep.equal(["storefront"]);
    expect(await routes()).to.deep.equal({ shell: "default", docs: "/docs", blog: "/blog" });
  });

  it("renames the group and moves a member's route in place", async () => {
    settings.name = "web shop";
    settings.docsRoute = "/help";
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ update: 2 });
    expect(up.summary.resourceChanges).to.not.have.property("replace");
    expect(up.outputs.slug?.value).to.equal("web-shop");
    expect(await routes()).to.deep.equal({ shell: "default", docs: "/help", blog: "/blog" });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("refuses a member whose route overlaps another's, naming both, and changes nothing", async () => {
    settings.overlap = true;
    const failed = String(await rejection(shared().stack.up()));
    expect(failed).to.match(/\/help of "docs" overlaps the default route \/help\/blog of "blog"/);
    settings.overlap = false;
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    expect(await routes()).to.deep.equal({ shell: "default", docs: "/help", blog: "/blog" });
  });

  it("adopts a member made outside the program", async () => {
    const outputs = await shared().stack.outputs();
    await api("PATCH", `/v1/projects/${String(outputs.shopId?.value)}/microfrontends`, {
      microfrontendsGroupId: String(outputs.groupId?.value),
      enabled: true,
      defaultRoute: "/shop",
    });
    settings.adoptShop = true;
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 1 });
    expect(await routes()).to.deep.include({ shop: "/shop" });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("destroys them, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
