// The registrar (seed 000 group `domains-registrar`): TLDs, prices and availability (catalogue.ts),
// orders that buy, transfer in and renew names on the emulator's clock (orders.ts), and what the
// holder of a name may change or read (registered.ts). A completed purchase or transfer puts the
// name in the account's domains (the domains area), delegated to the platform's nameservers.
import type { ApiArea } from "../../../route";
import { catalogueRoutes } from "./catalogue";
import { orderRoutes } from "./orders";
import { registeredRoutes } from "./registered";

export const registrar: ApiArea = {
  name: "registrar",
  routes: [...catalogueRoutes, ...orderRoutes, ...registeredRoutes],
};
