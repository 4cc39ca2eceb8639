// `vercel-pulumi/native`: the same classes as the package root (Project, DnsRecord, ...), as
// CustomResources of type `vercel:index:<Name>` served by the pulumi-resource-vercel plugin
// (`vercel-pulumi install-plugin`). Unlike the dynamic classes they support Pulumi's `import`
// option and `pulumi import`, and keep state small. Each class is typed from its definition; the
// classes and the lookup functions (getProject, getProjectOutput, ...) are generated from the
// families' manifests into classes.generated.ts (`npm run generate`).
import { NATIVE_TYPE_PREFIX } from "./type-token";

export { NATIVE_TYPE_PREFIX };
export { nativeFunction } from "./invokes";
export * from "./classes.generated";
