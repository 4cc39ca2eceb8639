import * as pulumi from "@pulumi/pulumi";
import * as vercel from "vercel-pulumi";

const config = new pulumi.Config();
const connected = vercel.getBlobProjectConnectionsOutput({ storeId: config.require("blobStoreId") });

export const connectedProjects = connected.connections.apply((connections) =>
  connections.map((connection) => ({
    project: connection.projectName,
    environments: connection.environments,
    tokenVariable: connection.readWriteTokenEnvVarName,
  })),
);
