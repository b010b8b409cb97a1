import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import {
  addressRefused,
  bracketless,
  isPublicAddress,
  type WebhookAddressPolicy,
} from '../src/modules/webhooks/address.ts';
import type { WebhookPost } from '../src/modules/webhooks/delivery.ts';

// How the Node host posts a webhook (docs/webhooks.md): node:http(s) with a DNS lookup that refuses any address that
// is not public — the address actually connected to, so a name that resolves differently from when the subscription
// was made (DNS rebinding) is caught here; no redirect is followed (a 3xx is the receiver's answer, a failure).

/** A receiver has this long to answer (Standard Webhooks suggests a short timeout). */
const TIMEOUT_MS = 15_000;
/** Of the receiver's answer only this much is read; the rest is dropped. */
const ANSWER_BYTES = 64 * 1024;

/** Resolves a name to all its addresses (the check when a subscription is made). */
export const resolveHost = (host: string): Promise<string[]> =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true }, (error, addresses: LookupAddress[]) =>
      error ? reject(error) : resolve(addresses.map((entry) => entry.address)),
    ),
  );

const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const allowed = addresses.filter((entry) => isPublicAddress(entry.address));
    if (allowed.length === 0 || allowed.length !== addresses.length)
      return callback(new Error(addressRefused), '', 4);
    // Node asks for all addresses when it tries several (happy eyeballs); otherwise for the first.
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
    const first = allowed[0] as LookupAddress;
    callback(null, first.address, first.family);
  });
};

export function webhookPost(policy: WebhookAddressPolicy): WebhookPost {
  return ({ url, headers, body }) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      // A literal address is connected to without a lookup: it is checked here instead.
      const literal = bracketless(target.hostname);
      if (!policy.allowPrivateNetworks && isIP(literal) && !isPublicAddress(literal)) {
        reject(new Error(addressRefused));
        return;
      }
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(
        target,
        {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            'user-agent': 'Ritm-Webhooks/1',
          },
          timeout: TIMEOUT_MS,
          ...(policy.allowPrivateNetworks ? {} : { lookup: guardedLookup }),
        },
        (response) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > ANSWER_BYTES) response.destroy();
          });
          response.on('close', () => resolve({ status: response.statusCode ?? 0 }));
          response.on('error', () => resolve({ status: response.statusCode ?? 0 }));
        },
      );
      request.on('timeout', () =>
        request.destroy(new Error(`приёмник не ответил за ${TIMEOUT_MS / 1000} с`)),
      );
      request.on('error', reject);
      request.end(body);
    });
}
