// The networks family's checks: what `check` refuses before any call, naming the field and the
// rule (regions, CIDR blocks, zones, endpoint services, static IP regions), and the pure rules
// behind them (schema/network-rules.ts), which the emulator enforces too.
import { expect } from "chai";
import { cidrProblem, overlaps, zoneIdPrefix } from "../../schema/network-rules";
import { networkDefinition } from "../../provider/families/networks/network";
import { privateLinkEndpointDefinition } from "../../provider/families/networks/private-link-endpoint";
import { projectStaticIpsDefinition } from "../../provider/families/networks/project-static-ips";
import { durationMs } from "../../provider/families/networks/wait";
import { checkInputs } from "../../provider/reconcile/check";

const SERVICE = "com.amazonaws.vpce.us-east-1.vpce-svc-0123456789abcdef0";
const failures = (schema: Parameters<typeof checkInputs>[0], inputs: Record<string, unknown>) =>
  checkInputs(schema, inputs).failures.map((f) => `${f.property}: ${f.reason}`);

describe("networks: checks before any call", () => {
  it("accepts a private block in a region, with that region's zones", () => {
    expect(
      failures(networkDefinition.inputs, {
        cidr: "10.0.0.0/16",
        region: "iad1",
        awsAvailabilityZoneIds: ["use1-az1", "use1-az4"],
        timeouts: { create: "2h45m" },
      }),
    ).to.deep.equal([]);
  });

  it("refuses a bad block, an unknown region, another region's zone and a bad timeout, by field", () => {
    const refused = failures(networkDefinition.inputs, {
      cidr: "10.0.0.1/16",
      region: "iad1",
      awsAvailabilityZoneIds: ["euw1-az1"],
      timeouts: { create: "soon" },
    });
    expect(refused).to.have.length(3);
    expect(refused[0]).to.match(/^cidr: must start at its network address \(10\.0\.0\.0\/16\)/);
    expect(refused.join("\n")).to.include(
      "awsAvailabilityZoneIds[0]: must be availability zone ids of us-east-1",
    );
    expect(refused.join("\n")).to.include('timeouts.create: must be a duration such as "30s"');
    expect(failures(networkDefinition.inputs, { cidr: "10.0.0.0/16", region: "mars1" })[0]).to.match(
      /^region: must be one of the platform's regions \(arn1, .*\), not "mars1"$/,
    );
  });

  it("refuses public space, blocks too big or too small, and what is no block", () => {
    expect(cidrProblem("8.8.0.0/16")).to.match(/must be private address space/);
    expect(cidrProblem("10.0.0.0/8")).to.equal("must be /16 to /28, not /8");
    expect(cidrProblem("10.0.0.0/29")).to.equal("must be /16 to /28, not /29");
    expect(cidrProblem("10.0.0.0")).to.match(/must be an IPv4 CIDR block/);
    expect(cidrProblem("172.31.0.0/16")).to.equal(undefined);
    expect(cidrProblem("172.32.0.0/16")).to.match(/private address space/);
  });

  it("knows which blocks overlap, and each AWS region's zone id prefix", () => {
    expect(overlaps("10.1.0.0/16", "10.1.128.0/20")).to.equal(true);
    expect(overlaps("10.1.0.0/16", "10.2.0.0/16")).to.equal(false);
    expect(
      ["us-east-1", "eu-west-2", "ap-northeast-1", "ap-southeast-2", "ca-central-1"].map(zoneIdPrefix),
    ).to.deep.equal(["use1", "euw2", "apne1", "apse2", "cac1"]);
  });

  it("refuses an endpoint service outside its region's AWS region", () => {
    const base = { projectId: "prj_1", name: "db", vercelRegion: "fra1" };
    expect(
      failures(privateLinkEndpointDefinition.inputs, { ...base, awsServiceName: SERVICE }),
    ).to.deep.equal([
      "awsServiceName: must be a service in eu-central-1, the AWS region of fra1, not in us-east-1",
    ]);
    expect(
      failures(privateLinkEndpointDefinition.inputs, { ...base, awsServiceName: "db.internal" })[0],
    ).to.match(/^awsServiceName: must be an AWS endpoint service name/);
  });

  it("refuses static IPs in no region, a repeated one, or more than three", () => {
    const check = (regions: string[]) =>
      failures(projectStaticIpsDefinition.inputs, { projectId: "prj_1", regions });
    expect(check([])[0]).to.match(/^regions: must hold at least one region/);
    expect(check(["iad1", "iad1"])).to.deep.equal(["regions: must not repeat a region"]);
    expect(check(["iad1", "fra1", "sfo1", "lhr1"])).to.deep.equal(["regions: must hold at most 3 regions"]);
  });

  it("reads durations as the Terraform provider writes them", () => {
    expect(durationMs("30s")).to.equal(30_000);
    expect(durationMs("2h45m")).to.equal(9_900_000);
    expect(durationMs("10")).to.equal(undefined);
  });
});
