import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { contractEntries } from '@/contract/registry';
import { addressEndpoints } from '@/features/address/api/address-endpoints';
import { changesOf, changesOfGroup, endpointKey, endpointQuery } from '../endpoint-query';

describe('queries from endpoint declarations', () => {
  it('names each endpoint by its feature and key, as its operation id', () => {
    const ids = contractEntries().map((entry) => entry.id);
    for (const endpoint of Object.values(addressEndpoints)) {
      expect(ids).toContain(`${endpoint.group}.${endpoint.name}`);
    }
  });

  it('names every grouped endpoint of every feature as its operation id', () => {
    const named = contractEntries().flatMap(({ id, endpoint }) =>
      'group' in endpoint && 'name' in endpoint
        ? [{ id, name: `${endpoint.group}.${endpoint.name}` }]
        : [],
    );
    expect(named.length).toBeGreaterThan(Object.keys(addressEndpoints).length);
    for (const { id, name } of named) expect(name).toBe(id);
  });

  it('keys an answer by what is sent, not by how the call is made', () => {
    const districts = addressEndpoints.districts;
    expect(endpointKey(districts, { query: { pid: 3 } })).toEqual([
      'address',
      'districts',
      { query: { pid: 3 } },
    ]);
    expect(endpointQuery(districts, { query: { pid: 3 } }).queryKey).toEqual(
      endpointQuery(districts, { query: { pid: 3 }, takeOver: 'all' }).queryKey,
    );
    expect(endpointQuery(addressEndpoints.defaultAddress).queryKey).toEqual([
      'address',
      'defaultAddress',
    ]);
  });

  it("an action's changes reach the endpoint's answers to any input, and no other endpoint's", () => {
    const [changed] = changesOf(addressEndpoints.addresses).invalidates ?? [];
    const list = endpointKey(addressEndpoints.addresses, { query: { pageNo: 1, pageSize: 50 } });
    const districts = endpointKey(addressEndpoints.districts, { query: { pid: 0 } });
    expect(partialMatchKey(list, changed)).toBe(true);
    expect(partialMatchKey(districts, changed)).toBe(false);
  });

  it("a group's changes reach every answer of its endpoints, and no other group's", () => {
    const [changed] = changesOfGroup(addressEndpoints).invalidates ?? [];
    const list = endpointKey(addressEndpoints.addresses, { query: { pageNo: 1, pageSize: 50 } });
    const districts = endpointKey(addressEndpoints.districts, { query: { pid: 0 } });
    expect(partialMatchKey(list, changed)).toBe(true);
    expect(partialMatchKey(districts, changed)).toBe(true);
    expect(partialMatchKey(['finance', 'banks'], changed)).toBe(false);
  });
});
