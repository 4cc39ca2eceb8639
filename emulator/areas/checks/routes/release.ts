// Releases deployments whose promotion checks held once nothing holds them any more: a run passed,
// a check stopped blocking, a check was deleted. They take their production aliases then.
import type { Store } from "../../../store";
import { deploymentsOf, releasePromotion, type StoredDeployment } from "../../deployments/store";
import { promotionHolds } from "../store";

export function releaseIfClear(store: Store, deployment: StoredDeployment): void {
  if (deployment.readyState !== "READY" || !deployment.promotionHeld) return;
  if (promotionHolds(store, deployment).length === 0) releasePromotion(store, deployment);
}

export function releaseProject(store: Store, ownerId: string, projectId: string): void {
  for (const deployment of deploymentsOf(store).filter(
    ownerId,
    (d) => d.projectId === projectId && d.promotionHeld === true,
  )) {
    releaseIfClear(store, deployment);
  }
}
