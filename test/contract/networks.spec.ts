// Secure networks through @vercel/sdk: Secure Compute networks, a project's private-link endpoints
// and its static IPs, with the platform's rules (CIDR blocks, regions, overlap, a network in use)
// and provisioning on the emulator's clock.
import { expect } from "chai";
import { useContract } from "./support/contract";

const SERVICE = "com.amazonaws.vpce.us-east-1.vpce-svc-0123456789abcdef0";

describe("contract: networks", () => {
  const contract = useContract("networks");
  const teamId = () => contract.teamId;
  const seedNetwork = (cidr = "10.1.0.0/16", name = "backend") =>
    contract.setup<{ id: string }>("POST", "/v1/connect/networks", { name, cidr, region: "iad1" });
  const seedProject = () => contract.setup<{ id: string }>("POST", "/v11/projects", { name: "web" });
  const seedEndpoint = (projectId: string) =>
    contract.setup<{ endpointId: string }>("POST", "/v1/networking/privatelink/endpoints", {
      projectId,
      name: "db",
      vercelRegion: "iad1",
      awsServiceName: SERVICE,
    });
  const advance = (ms: number) => contract.emulator.admin.api("POST", "/_emulator/clock", { advanceMs: ms });
  /** The status a raw call in the team answers (for the refusals, which the SDK throws on). */
  const status = async (method: string, path: string, body?: unknown) => {
    const separator = path.includes("?") ? "&" : "?";
    return (await contract.emulator.admin.api(method, `${path}${separator}teamId=${teamId()}`, body)).status;
  };

  it("createNetwork", async () => {
    const body = (await contract.check("createNetwork", (sdk) =>
      sdk.networking.createNetwork({
        teamId: teamId(),
        requestBody: {
          name: "backend",
          cidr: "10.1.0.0/16",
          region: "iad1",
          awsAvailabilityZoneIds: ["use1-az1"],
        },
      }),
    )) as { status: string; awsRegion: string };
    expect(body).to.include({ status: "create_in_progress", awsRegion: "us-east-1" });
  });

  it("listNetworks", async () => {
    await seedNetwork();
    await contract.check("listNetworks", (sdk) => sdk.networking.listNetworks({ teamId: teamId() }));
  });

  it("readNetwork: ready once provisioned on the emulator's clock, with its VPC and egress addresses", async () => {
    const { id } = await seedNetwork();
    await advance(60_000);
    const body = (await contract.check("readNetwork", (sdk) =>
      sdk.networking.readNetwork({ teamId: teamId(), networkId: id }),
    )) as { status: string; egressIpAddresses: string[] };
    expect(body.status).to.equal("ready");
    expect(body.egressIpAddresses).to.have.length(2);
  });

  it("updateNetwork", async () => {
    const { id } = await seedNetwork();
    await contract.check("updateNetwork", (sdk) =>
      sdk.networking.updateNetwork({ teamId: teamId(), networkId: id, requestBody: { name: "renamed" } }),
    );
  });

  it("deleteNetwork", async () => {
    const { id } = await seedNetwork();
    await contract.check("deleteNetwork", (sdk) =>
      sdk.networking.deleteNetwork({ teamId: teamId(), networkId: id }),
    );
  });

  it("refuses a bad CIDR block, an unknown region, another region's zone and an overlap", async () => {
    const create = (cidr: string, region = "iad1", zones?: string[]) =>
      status("POST", "/v1/connect/networks", {
        name: "n",
        cidr,
        region,
        ...(zones ? { awsAvailabilityZoneIds: zones } : {}),
      });
    expect(await create("10.1.0.0/33")).to.equal(400);
    expect(await create("10.1.0.1/16")).to.equal(400);
    expect(await create("8.8.0.0/16")).to.equal(400);
    expect(await create("10.0.0.0/8")).to.equal(400);
    expect(await create("10.1.0.0/16", "mars1")).to.equal(400);
    expect(await create("10.1.0.0/16", "iad1", ["euw1-az1"])).to.equal(400);
    await seedNetwork("10.1.0.0/16");
    expect(await create("10.1.128.0/20")).to.equal(409);
    expect(await create("10.2.0.0/16")).to.equal(201);
  });

  it("a network a project runs on cannot be deleted until the project leaves it", async () => {
    const { id } = await seedNetwork();
    await advance(60_000);
    await seedProject();
    await contract.check("updateProject", (sdk) =>
      sdk.projects.updateProject({
        teamId: teamId(),
        idOrName: "web",
        requestBody: {
          connectConfigurations: [
            { envId: "production", connectConfigurationId: id, passive: false, buildsEnabled: true },
          ],
        },
      }),
    );
    const network = await contract.setup<{ projects: { ids: string[] } }>(
      "GET",
      `/v1/connect/networks/${id}`,
    );
    expect(network.projects.ids).to.have.length(1);
    expect(await status("DELETE", `/v1/connect/networks/${id}`)).to.equal(409);
    await contract.setup("PATCH", "/v9/projects/web", { connectConfigurations: null });
    expect(await status("DELETE", `/v1/connect/networks/${id}`)).to.equal(204);
  });

  it("createPrivateLinkEndpoint", async () => {
    const { id } = await seedProject();
    await contract.check("createPrivateLinkEndpoint", (sdk) =>
      sdk.networking.createPrivateLinkEndpoint({
        teamId: teamId(),
        requestBody: {
          projectId: id,
          name: "db",
          vercelRegion: "iad1",
          awsServiceName: SERVICE,
          enablePrivateDns: true,
        },
      }),
    );
  });

  it("listPrivateLinkEndpoints", async () => {
    const { id } = await seedProject();
    await seedEndpoint(id);
    await contract.check("listPrivateLinkEndpoints", (sdk) =>
      sdk.networking.listPrivateLinkEndpoints({ teamId: teamId(), projectId: id }),
    );
  });

  it("readPrivateLinkEndpoint: available once provisioned", async () => {
    const { id } = await seedProject();
    const { endpointId } = await seedEndpoint(id);
    await advance(60_000);
    const body = (await contract.check("readPrivateLinkEndpoint", (sdk) =>
      sdk.networking.readPrivateLinkEndpoint({ teamId: teamId(), projectId: id, endpointId }),
    )) as { status: string; vpcEndpointId: string };
    expect(body.status).to.equal("available");
    expect(body.vpcEndpointId).to.match(/^vpce-/);
  });

  it("updatePrivateLinkEndpoint", async () => {
    const { id } = await seedProject();
    const { endpointId } = await seedEndpoint(id);
    await contract.check("updatePrivateLinkEndpoint", (sdk) =>
      sdk.networking.updatePrivateLinkEndpoint({
        teamId: teamId(),
        projectId: id,
        endpointId,
        requestBody: { name: "database", enablePrivateDns: true },
      }),
    );
  });

  it("deletePrivateLinkEndpoint", async () => {
    const { id } = await seedProject();
    const { endpointId } = await seedEndpoint(id);
    await contract.check("deletePrivateLinkEndpoint", (sdk) =>
      sdk.networking.deletePrivateLinkEndpoint({ teamId: teamId(), projectId: id, endpointId }),
    );
  });

  it("refuses an endpoint service in another AWS region, and a second endpoint of the same name", async () => {
    const { id } = await seedProject();
    const create = (name: string, awsServiceName: string) =>
      status("POST", "/v1/networking/privatelink/endpoints", {
        projectId: id,
        name,
        vercelRegion: "iad1",
        awsServiceName,
      });
    expect(await create("db", SERVICE.replace("us-east-1", "eu-west-1"))).to.equal(400);
    expect(await create("db", "my-service")).to.equal(400);
    await seedEndpoint(id);
    expect(await create("db", SERVICE)).to.equal(409);
  });

  it("updateStaticIps: each environment on the shared network of each region; [] turns them off", async () => {
    await seedProject();
    const body = (await contract.check("updateStaticIps", (sdk) =>
      sdk.networking.updateStaticIps({
        teamId: teamId(),
        idOrName: "web",
        requestBody: { regions: ["iad1", "fra1"], builds: true },
      }),
    )) as { envId: string; dc: string; buildsEnabled: boolean }[];
    expect(body.map((link) => `${link.envId} ${link.dc}`).sort()).to.deep.equal([
      "preview fra1",
      "preview iad1",
      "production fra1",
      "production iad1",
    ]);
    const project = await contract.setup<{ connectConfigurations: unknown[] }>("GET", "/v9/projects/web");
    expect(project.connectConfigurations).to.have.length(4);
    await contract.setup("PATCH", "/v1/projects/web/shared-connect-links", { regions: [] });
    expect(await contract.setup("GET", "/v9/projects/web")).to.not.have.property("connectConfigurations");
  });

  it("refuses static IPs in an unknown region or in more than three", async () => {
    await seedProject();
    const update = (regions: string[]) =>
      status("PATCH", "/v1/projects/web/shared-connect-links", { regions });
    expect(await update(["mars1"])).to.equal(400);
    expect(await update(["iad1", "fra1", "sfo1", "lhr1"])).to.equal(400);
  });
});
