import type { Endpoint } from './endpoint';

/*
 * Kept apart from the query kit (endpoint-query.ts), which imports the API client: the journeys
 * import the declarations in plain Node, where the client's import.meta.env does not exist.
 */

/** An endpoint's feature and its name: `address.addresses`, its operation id. */
interface EndpointName {
  readonly group: string;
  readonly name: string;
}

export type NamedEndpoint<E extends Endpoint = Endpoint> = E & EndpointName;

/**
 * A feature's endpoints, each named after the feature and its key: the name is its operation
 * id in docs/openapi.json and the start of the query keys of its answers.
 */
export function endpointGroup<G extends Record<string, object>>(
  group: string,
  // typed `object`, not Endpoint: an Endpoint context would widen each declaration's schemas
  endpoints: G,
): { readonly [K in keyof G]: G[K] & EndpointName } {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [name, { ...endpoint, group, name }]),
  ) as { readonly [K in keyof G]: G[K] & EndpointName };
}
