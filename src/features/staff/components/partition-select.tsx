import {
  ServerOptionsSelect,
  type ServerOptionsSelectProps,
} from '@/components/ui/server-options-select';
import type { Partition } from '../api/staff-schemas';
import { usePartitions } from '../hooks/use-staff';

const toOptions = (areas: Partition[]) =>
  areas.map((area) => ({ value: area.partitionId, label: area.partitionName }));

/** One of the member's war areas, as a filter or a form field. */
export function PartitionSelect(
  props: Omit<ServerOptionsSelectProps<Partition[]>, 'query' | 'toOptions'>,
) {
  const query = usePartitions();
  return <ServerOptionsSelect {...props} query={query} toOptions={toOptions} />;
}
