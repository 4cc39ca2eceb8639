// The endpoint service must be in the AWS region of `vercelRegion` (us-east-1 for iad1).
import * as vercel from "vercel-pulumi";

const api = new vercel.Project("api", { name: "acme-api", framework: "nextjs" });

const ordersDb = new vercel.PrivateLinkEndpoint("orders-db", {
  projectId: api.id,
  name: "orders-db",
  vercelRegion: "iad1",
  awsServiceName: "com.amazonaws.vpce.us-east-1.vpce-svc-0123456789abcdef0",
  enablePrivateDns: true,
});

export const vpcEndpointId = ordersDb.vpcEndpointId;
export const dnsEntries = ordersDb.awsDnsEntries;
