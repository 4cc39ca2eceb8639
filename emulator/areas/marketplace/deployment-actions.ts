// A deployment's integration action (`PATCH /v1/deployments/{id}/integrations/{icfg}/resources/
// {resourceId}/actions/{action}`): the integration reports how the action it runs for a deployment
// of a project its resource is connected to (say, a database branch for a preview) is going:
// `running`, then `succeeded` or `failed`, with outcomes (secrets). Like the installation routes, it
// names the installation in the path and takes its own token. A finished action does not change
// again; the deployment must be of the installation's account and the resource its own.
import { z } from "zod";
import { emulatorNow } from "../../clock";
import { conflict, notFound } from "../../errors";
import { defineRoute, type Route } from "../../route";
import { deploymentsOf } from "../deployments/store";
import { actionsOf } from "./records";
import { callerInstallation, resourceOr404 } from "./store";

const ActionBody = z.strictObject({
  status: z.enum(["running", "succeeded", "failed"]).optional(),
  statusText: z.string().optional(),
  statusUrl: z.string().optional(),
  outcomes: z
    .array(
      z.strictObject({
        kind: z.string().min(1),
        secrets: z.array(z.strictObject({ name: z.string(), value: z.string() })),
      }),
    )
    .optional(),
});

export const deploymentActionRoute: Route = defineRoute({
  method: "PATCH",
  paths:
    "/v1/deployments/:deploymentId/integrations/:integrationConfigurationId/resources/:resourceId/actions/:action",
  body: ActionBody,
  handle: ({ store, params, body, integrationConfigurationId }) => {
    const configuration = callerInstallation(
      store,
      integrationConfigurationId,
      params.integrationConfigurationId,
    );
    const resource = resourceOr404(store, configuration, params.resourceId);
    const deployment = deploymentsOf(store).get(configuration.ownerId, params.deploymentId);
    if (!deployment) throw notFound(`Deployment not found: ${params.deploymentId}`);
    const id = `${deployment.id}/${resource.id}/${params.action}`;
    const current = actionsOf(store).get(configuration.ownerId, id);
    if (current && current.status !== "running") {
      throw conflict(
        `The action ${params.action} of ${deployment.id} is ${current.status}: it does not change again`,
      );
    }
    const now = emulatorNow(store);
    const next = {
      id,
      configurationId: configuration.id,
      deploymentId: deployment.id,
      resourceInternalId: resource.id,
      action: params.action,
      status: body.status ?? current?.status ?? "running",
      ...(body.statusText === undefined ? {} : { statusText: body.statusText }),
      ...(body.statusUrl === undefined ? {} : { statusUrl: body.statusUrl }),
      outcomes: body.outcomes ?? current?.outcomes ?? [],
      createdAt: current?.createdAt ?? now,
      updatedAt: now,
    };
    if (current) actionsOf(store).replace(configuration.ownerId, next);
    else actionsOf(store).insert(configuration.ownerId, next);
    return { status: 202 };
  },
});
