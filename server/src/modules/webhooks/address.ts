import ipaddr from 'ipaddr.js';
import { invalid } from '../shared/domain-errors.ts';

// Server-side request forgery (docs/webhooks.md): a webhook's address is the owner's to choose, so without a guard
// the server would post to itself, to the cloud's metadata service or to the office network on their behalf. Only
// public unicast addresses are let through — checked when the subscription is made (the name resolved) and again at
// every delivery, on the address actually connected to (the Node host's lookup: a name that changed its answer
// meanwhile is caught there). WEBHOOK_ALLOW_PRIVATE_NETWORKS=1 lifts it for tests and local development.

/** Resolves a host name to all its addresses (the Node host's DNS); absent where there is no DNS (the mock host). */
export type ResolveHost = (host: string) => Promise<string[]>;

export type WebhookAddressPolicy = { allowPrivateNetworks: boolean; resolve?: ResolveHost };

export const addressRefused =
  'Адрес ведёт во внутреннюю сеть или на этот сервер: вебхук туда не отправляется';

/** Whether an IP address is a public one (not loopback, private, link-local, reserved, …). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** A URL's host without the brackets of an IPv6 literal. */
export const bracketless = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

/** Refuses, in Russian, an address a webhook may not go to; answers when it may. */
export async function checkWebhookUrl(text: string, policy: WebhookAddressPolicy): Promise<void> {
  const url = new URL(text);
  if (url.username || url.password) throw invalid('Адрес вебхука не может содержать логин и пароль');
  if (policy.allowPrivateNetworks) return;
  const host = bracketless(url.hostname).toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) throw invalid(addressRefused);
  if (ipaddr.isValid(host)) {
    if (!isPublicAddress(host)) throw invalid(addressRefused);
    return;
  }
  if (!policy.resolve) return;
  let addresses: string[];
  try {
    addresses = await policy.resolve(host);
  } catch {
    throw invalid(`Адрес ${host} не находится (DNS): проверьте имя сервера`);
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw invalid(addressRefused);
}
