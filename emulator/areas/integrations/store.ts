// The integrations area's public surface for other areas (they import nothing else of it): the
// stored integrations and configurations (records.ts), the events a handler emits in its
// transaction (events.ts, platform-events.ts), and which env variables an integration reaches
// (env-ownership.ts). Files of this area import those files directly.
export * from "./records";
export { emitEvent, type PlatformEvent } from "./events";
export * from "./platform-events";
export { envReachable, type EnvFilter } from "./env-ownership";
export { findProduct, productsOf, type StoredProduct } from "./products";
