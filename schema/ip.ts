// An address or range of addresses as the platform takes them in trusted IPs and firewall IP
// rules: an IPv4 or IPv6 address, or a CIDR range of either.
import { z } from "zod";

const FORMS = [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()];

export function isIpOrCidr(value: string): boolean {
  return FORMS.some((form) => form.safeParse(value).success);
}

export const IpOrCidr = z
  .string()
  .refine(isIpOrCidr, 'must be an IPv4 or IPv6 address or CIDR range, such as "203.0.113.0/24"');
