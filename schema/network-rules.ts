// The rules of secure networks, written once: the emulator enforces them and the provider's checks
// refuse the same input before any call. Each answers a reason (undefined when the value passes)
// worded to follow a field name: `cidr: must be ...`.
//
// (inferred) where the platform's documentation is silent, the rules are AWS's, since a Secure Compute
// network is an AWS VPC in the region's AWS region: a block in private address space (RFC 1918),
// /16 to /28 (a VPC's limits), written with its network address; availability zones named by their
// AWS zone ids in that region (`use1-az1`); an endpoint service in the same AWS region.

/** The platform's compute regions and the AWS region each runs in. */
export const VERCEL_REGIONS: Readonly<Record<string, string>> = {
  arn1: "eu-north-1",
  bom1: "ap-south-1",
  cdg1: "eu-west-3",
  cle1: "us-east-2",
  cpt1: "af-south-1",
  dub1: "eu-west-1",
  dxb1: "me-central-1",
  fra1: "eu-central-1",
  gru1: "sa-east-1",
  hkg1: "ap-east-1",
  hnd1: "ap-northeast-1",
  iad1: "us-east-1",
  icn1: "ap-northeast-2",
  kix1: "ap-northeast-3",
  lhr1: "eu-west-2",
  pdx1: "us-west-2",
  sfo1: "us-west-1",
  sin1: "ap-southeast-1",
  syd1: "ap-southeast-2",
  yul1: "ca-central-1",
};

export const REGION_IDS = Object.keys(VERCEL_REGIONS);

export function regionProblem(region: string): string | undefined {
  return VERCEL_REGIONS[region] === undefined
    ? `must be one of the platform's regions (${REGION_IDS.join(", ")}), not "${region}"`
    : undefined;
}

/** An IPv4 CIDR block as numbers: its first address and prefix length. */
export interface Block {
  readonly start: number;
  readonly prefix: number;
}

const PRIVATE_SPACE: readonly { text: string; block: Block }[] = [
  { text: "10.0.0.0/8", block: { start: 0x0a000000, prefix: 8 } },
  { text: "172.16.0.0/12", block: { start: 0xac100000, prefix: 12 } },
  { text: "192.168.0.0/16", block: { start: 0xc0a80000, prefix: 16 } },
];
export const MIN_PREFIX = 16;
export const MAX_PREFIX = 28;

const size = (prefix: number): number => 2 ** (32 - prefix);

/** `10.1.0.0/16` → its block; undefined for anything else. */
export function parseBlock(cidr: string): Block | undefined {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/.exec(cidr);
  if (!match) return undefined;
  const octets = match.slice(1, 5).map(Number);
  const prefix = Number(match[5]);
  if (octets.some((octet) => octet > 255) || prefix > 32) return undefined;
  const start = octets.reduce((sum, octet) => sum * 256 + octet, 0);
  return { start, prefix };
}

const within = (inner: Block, outer: Block): boolean =>
  inner.prefix >= outer.prefix &&
  inner.start >= outer.start &&
  inner.start < outer.start + size(outer.prefix);

export function cidrProblem(cidr: string): string | undefined {
  const block = parseBlock(cidr);
  if (!block) return `must be an IPv4 CIDR block such as "10.0.0.0/16", not "${cidr}"`;
  if (block.prefix < MIN_PREFIX || block.prefix > MAX_PREFIX) {
    return `must be /${MIN_PREFIX} to /${MAX_PREFIX}, not /${block.prefix}`;
  }
  if (block.start % size(block.prefix) !== 0) {
    return `must start at its network address (${blockText({ start: block.start - (block.start % size(block.prefix)), prefix: block.prefix })}), not "${cidr}"`;
  }
  if (!PRIVATE_SPACE.some((space) => within(block, space.block))) {
    return `must be private address space (${PRIVATE_SPACE.map((s) => s.text).join(", ")}), not "${cidr}"`;
  }
  return undefined;
}

export function blockText(block: Block): string {
  const octets = [24, 16, 8, 0].map((shift) => Math.floor(block.start / 2 ** shift) % 256);
  return `${octets.join(".")}/${block.prefix}`;
}

/** Whether two valid CIDR blocks share an address. */
export function overlaps(a: string, b: string): boolean {
  const x = parseBlock(a);
  const y = parseBlock(b);
  if (!x || !y) return false;
  return x.start < y.start + size(y.prefix) && y.start < x.start + size(x.prefix);
}

const DIRECTIONS: Readonly<Record<string, string>> = {
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  central: "c",
  northeast: "ne",
  northwest: "nw",
  southeast: "se",
  southwest: "sw",
};

/** `us-east-1` → `use1`, the prefix of its availability zone ids (`use1-az1`). */
export function zoneIdPrefix(awsRegion: string): string {
  const [geo = "", direction = "", number = ""] = awsRegion.split("-");
  return `${geo}${DIRECTIONS[direction] ?? direction}${number}`;
}

export function zoneProblem(zoneId: string, region: string): string | undefined {
  const awsRegion = VERCEL_REGIONS[region];
  if (awsRegion === undefined) return undefined;
  const prefix = zoneIdPrefix(awsRegion);
  return new RegExp(`^${prefix}-az[1-9]$`).test(zoneId)
    ? undefined
    : `must be availability zone ids of ${awsRegion} (${region}), such as "${prefix}-az1", not "${zoneId}"`;
}

/** `com.amazonaws.vpce.us-east-1.vpce-svc-0123abcd` → its AWS region; undefined when malformed. */
export function serviceRegion(awsServiceName: string): string | undefined {
  return /^com\.amazonaws\.vpce\.([a-z]{2}-[a-z]+-\d)\.vpce-svc-[0-9a-f]{8,17}$/.exec(awsServiceName)?.[1];
}

export function serviceNameProblem(awsServiceName: string, region: string): string | undefined {
  const serviceAt = serviceRegion(awsServiceName);
  if (serviceAt === undefined) {
    return `must be an AWS endpoint service name such as "com.amazonaws.vpce.us-east-1.vpce-svc-0123456789abcdef0", not "${awsServiceName}"`;
  }
  const awsRegion = VERCEL_REGIONS[region];
  if (awsRegion !== undefined && serviceAt !== awsRegion) {
    return `must be a service in ${awsRegion}, the AWS region of ${region}, not in ${serviceAt}`;
  }
  return undefined;
}

/** Static IPs: at most this many regions per project (inferred). */
export const MAX_STATIC_IP_REGIONS = 3;
