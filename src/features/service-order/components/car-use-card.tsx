import { Descriptions, Empty } from 'antd';
import { SectionCard } from '@/components/ui/section-card';
import { QueryState } from '@/components/ui/query-state';
import { serviceOrderCopy } from '@/copy';
import type { CarUse } from '../api/service-order-schemas';
import { useCarUse } from '../hooks/use-service-orders';

const itemsOf = (car: CarUse) => [
  { key: 'plateNo', label: serviceOrderCopy.plateNo, children: car.plateNo },
  { key: 'vehicleType', label: serviceOrderCopy.vehicleType, children: car.vehicleType },
  { key: 'driver', label: serviceOrderCopy.driver, children: car.driverName },
  { key: 'driverPhone', label: serviceOrderCopy.driverPhone, children: car.driverPhone },
  { key: 'useTime', label: serviceOrderCopy.useTime, children: car.useTime },
  {
    key: 'mileage',
    label: serviceOrderCopy.mileage,
    children: serviceOrderCopy.mileageKm(car.mileage),
  },
];

/** 服务车辆 (my/car/use): the vehicle that delivers or serves the order, when one is assigned. */
export function CarUseCard({ orderId }: { orderId: number }) {
  const query = useCarUse(orderId);
  return (
    <SectionCard size="small" title={serviceOrderCopy.vehicleTitle}>
      <QueryState
        query={query}
        isEmpty={(car) => car === null}
        empty={<Empty description={serviceOrderCopy.noVehicle} />}
      >
        {(car) =>
          car && <Descriptions size="small" column={{ xs: 1, md: 3 }} items={itemsOf(car)} />
        }
      </QueryState>
    </SectionCard>
  );
}
