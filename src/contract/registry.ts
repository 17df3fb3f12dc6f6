import { wirePath, type Endpoint } from '@/lib/endpoint';

export interface ContractEntry {
  /** `feature.key`, the OpenAPI operationId. */
  id: string;
  endpoint: Endpoint;
}

const modules = import.meta.glob<Record<string, Record<string, Endpoint>>>(
  ['/src/features/*/api/*-endpoints.ts', '/src/lib/*-endpoints.ts'],
  { eager: true },
);

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'answer' in value;

/** Every endpoint the app calls, by id, in a stable order (by path, then method). */
export function contractEntries(): ContractEntry[] {
  const entries: ContractEntry[] = [];
  for (const exports of Object.values(modules)) {
    for (const [exportName, group] of Object.entries(exports)) {
      const feature = exportName.replace(/Endpoints$/, '');
      for (const [key, value] of Object.entries(group)) {
        if (isEndpoint(value)) entries.push({ id: `${feature}.${key}`, endpoint: value });
      }
    }
  }
  return entries.sort(
    (a, b) =>
      wirePath(a.endpoint).localeCompare(wirePath(b.endpoint)) ||
      a.endpoint.method.localeCompare(b.endpoint.method),
  );
}
