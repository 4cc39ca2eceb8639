// The networks family on the real Pulumi engine, in one shared stack: a Secure Compute network,
// a project's private-link endpoint and its static IPs, each waited for until the platform has
// provisioned it; a preview with no change; an out-of-band rename and static IPs turned off caught
// as drift and repaired; a change in place (another region for the static IPs, private DNS on);
// and a destroy that leaves the emulator empty.
import { expect } from "chai";
import { Network, PrivateLinkEndpoint, Project, ProjectStaticIps } from "../../provider";
import { rejection } from "../support/rejection";
import { useSharedLifecycle } from "../support/shared-lifecycle";

const SERVICE = "com.amazonaws.vpce.us-east-1.vpce-svc-0123456789abcdef0";

describe("a secure network, a private-link endpoint and static IPs in one stack", function () {
  this.timeout(300_000);
  const { emulator, shared, api } = useSharedLifecycle();
  const settings = { staticRegions: ["iad1"], privateDns: false };

  before(() => {
    shared().setProgram(async () => {
      const network = new Network("backend", { name: "backend", cidr: "10.20.0.0/16", region: "iad1" });
      const web = new Project("web", { name: "web" });
      new PrivateLinkEndpoint("db", {
        projectId: web.id,
        name: "db",
        vercelRegion: "iad1",
        awsServiceName: SERVICE,
        enablePrivateDns: settings.privateDns,
        timeouts: { create: "2m" },
      });
      new ProjectStaticIps("web-ips", { projectId: web.id, regions: settings.staticRegions });
      return { networkId: network.networkId, status: network.status, egress: network.egressIpAddresses };
    });
  });

  it("creates them once the platform has provisioned them, and previews no change", async () => {
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ create: 5 });
    expect(up.outputs.status?.value).to.equal("ready");
    expect(up.outputs.egress?.value).to.have.length(2);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("detects a rename and static IPs turned off out of band, and puts them back", async () => {
    const networkId = String((await shared().stack.outputs()).networkId?.value);
    await api("PATCH", `/v1/connect/networks/${networkId}`, { name: "renamed" });
    await api("PATCH", "/v1/projects/web/shared-connect-links", { regions: [] });

    const drift = await rejection(shared().stack.previewRefresh({ expectNoChanges: true }));
    expect(String(drift)).to.match(/no changes were expected/i);

    await shared().stack.up({ refresh: true });
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
    expect((await api<{ name: string }>("GET", `/v1/connect/networks/${networkId}`)).name).to.equal(
      "backend",
    );
    const project = await api<{ connectConfigurations: { dc: string }[] }>("GET", "/v9/projects/web");
    expect(project.connectConfigurations.map((link) => link.dc)).to.deep.equal(["iad1", "iad1"]);
  });

  it("changes the static IPs' regions and the endpoint's private DNS in place", async () => {
    settings.staticRegions = ["iad1", "fra1"];
    settings.privateDns = true;
    const up = await shared().stack.up();
    expect(up.summary.resourceChanges).to.deep.include({ update: 2 });
    expect(up.summary.resourceChanges).to.not.have.property("replace");
    const project = await api<{ id: string; connectConfigurations: { dc: string }[] }>(
      "GET",
      "/v9/projects/web",
    );
    expect([...new Set(project.connectConfigurations.map((link) => link.dc))].sort()).to.deep.equal([
      "fra1",
      "iad1",
    ]);
    const [endpoint] = await api<{ privateDnsNames?: string[] }[]>(
      "GET",
      `/v1/networking/privatelink/endpoints?projectId=${project.id}`,
    );
    expect(endpoint?.privateDnsNames).to.have.length(1);
    await shared().stack.preview({ refresh: true, expectNoChanges: true });
  });

  it("destroys them, leaving the emulator empty", async () => {
    await shared().stack.destroy();
    expect(await emulator.admin.state()).to.deep.include({ total: 0 });
  });
});
