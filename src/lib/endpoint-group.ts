import type { Endpoint } from './endpoint';

/** An endpoint's feature and its name: `address.addresses`, its operation id. */
interface EndpointName {
  readonly group: string;
  readonly name: string;
}

export type NamedEndpoint<E extends object = Endpoint> = E & EndpointName;

/**
 * A feature's endpoints, each named after the feature and its key: the name is its operation
 * id in docs/openapi.json and the start of the query keys of its answers (endpoint-query.ts).
 * Declarations load in node too (the journeys, the mock server), so this module reaches
 * neither the HTTP client nor the query cache.
 */
export function endpointGroup<G extends Record<string, object>>(
  group: string,
  // typed `object`, not Endpoint: an Endpoint context would widen each declaration's schemas
  endpoints: G,
): { readonly [K in keyof G]: NamedEndpoint<G[K]> } {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [name, { ...endpoint, group, name }]),
  ) as { readonly [K in keyof G]: NamedEndpoint<G[K]> };
}
