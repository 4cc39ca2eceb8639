// CustomCertificate: a certificate uploaded with its private key and its authority's certificate
// (pulumiverse's and the Terraform provider's `vercel_custom_certificate`). A certificate cannot
// change: any new argument replaces it (the new one is uploaded before the old one is removed;
// both may exist at once). The platform never answers the PEMs or the key, so a read keeps them
// from state (write-only), the key is a secret, and an import (which cannot know them) takes the
// program's values as the imported ones. `check` reads the PEMs as the platform does: each must
// parse, and the key must be the certificate's. Import `[team/]<certId>`.
import { z } from "zod";
import { certificateFacts, type Cert } from "../../../schema/certs";
import type { FieldSemantics } from "../../reconcile/fields";
import { defineResource } from "../kit/definition";

/** The platform's names of the arguments in an upload. */
const WIRE = { certificate: "cert", privateKey: "key", certificateAuthorityCertificate: "ca" } as const;
type Argument = keyof typeof WIRE;

const CertificateShape = {
  certificate: z
    .string()
    .describe(
      "The X.509 certificate, PEM-encoded; the hostnames it covers are read from it. Changing it replaces the certificate.",
    ),
  privateKey: z
    .string()
    .describe(
      "The certificate's private key, PEM-encoded and unencrypted; it must match the certificate. Changing it replaces the certificate. Secret.",
    ),
  certificateAuthorityCertificate: z
    .string()
    .describe(
      "The certificate of the authority that signed it, PEM-encoded. Changing it replaces the certificate.",
    ),
};

const CertificateInputs = z.strictObject(CertificateShape).superRefine((inputs, context) => {
  // Values not known yet (preview) are read on the run that knows them.
  if (!Object.values(inputs).every((value) => typeof value === "string")) return;
  const facts = certificateFacts(wireBody(inputs));
  if (facts.ok) return;
  const argument = (Object.keys(WIRE) as Argument[]).find((key) => WIRE[key] === facts.field);
  context.addIssue({ code: "custom", path: [argument ?? "certificate"], message: facts.rule });
});
export type CertificateInputs = z.infer<typeof CertificateInputs>;

export const CertificateOutputs = z.object({
  ...CertificateShape,
  // Kept from state (the platform never answers them); absent on an object just imported.
  certificate: z.string().optional(),
  privateKey: z.string().optional(),
  certificateAuthorityCertificate: z.string().optional(),
  certId: z.string().describe("The platform's id of the certificate, also the resource's id."),
  cns: z
    .array(z.string())
    .describe(
      "The hostnames the certificate covers: its subject alternative DNS names, else its common name.",
    ),
  expiresAt: z
    .number()
    .describe(
      "When the certificate expires, in milliseconds since the Unix epoch; the platform does not renew it.",
    ),
  createdAt: z.number().describe("When the certificate was uploaded, in milliseconds since the Unix epoch."),
});
export type CertificateOutputs = z.infer<typeof CertificateOutputs>;

const wireBody = (inputs: CertificateInputs) => ({
  cert: inputs.certificate,
  key: inputs.privateKey,
  ca: inputs.certificateAuthorityCertificate,
});

/** The certificate's names and expiry: what identifies an uploaded certificate on the platform. */
function keyOf(inputs: CertificateInputs): { cns: string[]; expiresAt: number } {
  const facts = certificateFacts(wireBody(inputs));
  if (!facts.ok) throw new Error(`${facts.field} ${facts.rule}`);
  return facts;
}

const outputsOf = (cert: Cert): Omit<CertificateOutputs, Argument> => ({
  certId: cert.id,
  cns: cert.cns,
  expiresAt: cert.expiresAt,
  createdAt: cert.createdAt,
});

/** Immutable, never answered, unknowable on import. */
const PEM: FieldSemantics = { replaceOnChange: true, writeOnly: true, unreadable: true };

export const customCertificateDefinition = defineResource<CertificateInputs, CertificateOutputs>({
  name: "CustomCertificate",
  description:
    "A TLS certificate you upload with its private key and its authority's certificate, which the platform serves for the domains it covers instead of one it issues. A certificate cannot change: any new argument uploads a new one.",
  inputs: CertificateInputs,
  outputs: CertificateOutputs,
  fields: {
    certificate: PEM,
    privateKey: { ...PEM, secret: true },
    certificateAuthorityCertificate: PEM,
  },
  deleteBeforeReplace: false,
  secretOutputs: [],
  importId: { segments: ["certId"], toId: ([certId]) => certId ?? "" },
  adopt: {
    key: "the certificate's names and expiry",
    async find(ctx, inputs) {
      const [found] = await ctx.client.certs.findUploaded(keyOf(inputs));
      return found && { id: found.id, outputs: { ...inputs, ...outputsOf(found) } };
    },
  },

  async create(ctx, inputs) {
    const cert = await ctx.client.certs.upload(wireBody(inputs), keyOf(inputs));
    return { id: cert.id, outputs: { ...inputs, ...outputsOf(cert) } };
  },

  read: async (ctx, id) => outputsOf(await ctx.client.certs.get(id)),

  /** Every argument replaces the certificate: an update has nothing to write. */
  async update(ctx, id, olds) {
    return { ...olds, ...outputsOf(await ctx.client.certs.get(id)) };
  },

  async delete(ctx, id) {
    await ctx.client.certs.remove(id);
  },
});
