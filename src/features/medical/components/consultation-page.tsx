import { Button, Descriptions, Flex, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DetailDrawer } from '@/components/ui/detail-drawer';
import { FilterBar } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { PageCard } from '@/components/ui/page-card';
import { PagedTable } from '@/components/ui/paged-table';
import { SectionCard } from '@/components/ui/section-card';
import { EnumTag } from '@/components/ui/status-tag';
import {
  actionsColumn,
  dateColumn,
  detailColumn,
  enumColumn,
  moneyColumn,
} from '@/components/ui/table-columns';
import { MEDICAL_CATEGORIES, memberPath } from '@/config/paths';
import { medicalCategoryIntroCopy, medicalCopy } from '@/copy';
import {
  consultationStatus,
  CONSULTATION_STATUSES,
  medicalCategory,
} from '@/lib/enums/consultation';
import { pageQueryOf } from '@/lib/list-query';
import { enumKey, pageKey } from '@/lib/url-keys';
import { useDetailParam } from '@/lib/use-detail-param';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatFen } from '@/utils/money';
import type { Consultation, ConsultationSummary } from '../api/medical-schemas';
import { useConsultation, useConsultations } from '../hooks/use-medical';
import { ConsultationDialogHost } from './consultation-dialog-host';
import { OfferList } from './offer-list';
import type { PaymentHost } from './payment-host';
import './medical.css';

const KEYS = {
  page: pageKey(),
  status: enumKey(CONSULTATION_STATUSES),
  category: enumKey(MEDICAL_CATEGORIES),
};

/**
 * consultation (医疗服务): the ten categories, each opening its screen, and the member's own
 * consultations by status and category, one of them in detail (?id=), an unpaid one paid here.
 */
export function ConsultationPage({ payment }: { payment: PaymentHost }) {
  return (
    <PageCard title={medicalCopy.pageTitle}>
      <Flex vertical gap="middle">
        <Categories />
        <MyConsultations payment={payment} />
      </Flex>
    </PageCard>
  );
}

function Categories() {
  return (
    <SectionCard title={medicalCopy.categoriesTitle}>
      <p>{medicalCopy.categoriesHint}</p>
      <ul className="medical-categories">
        {MEDICAL_CATEGORIES.map((category) => {
          const name = medicalCopy.categoryName[category];
          const intro = medicalCategoryIntroCopy[category];
          return (
            <li key={category}>
              <article className="medical-category" aria-label={name}>
                <h3 className="medical-category__name">{name}</h3>
                <p className="medical-category__description">{intro.description}</p>
                <OfferList offers={intro.offers} />
                <Link to={memberPath(category)} aria-label={medicalCopy.enterCategory(name)}>
                  {medicalCopy.enter}
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

function MyConsultations({ payment }: { payment: PaymentHost }) {
  const { filters, update, pager } = useUrlFilters(KEYS);
  const detail = useDetailParam();
  const [paying, setPaying] = useState<ConsultationSummary | null>(null);
  const query = useConsultations({
    ...pageQueryOf(filters.page),
    status: filters.status,
    category: filters.category,
  });

  const columns: TableColumnsType<ConsultationSummary> = [
    detailColumn<ConsultationSummary>('consultationNo', medicalCopy.consultationNo, {
      id: (row) => row.consultationId,
      label: (row) => medicalCopy.viewOf(row.consultationNo),
    }),
    {
      key: 'category',
      title: medicalCopy.category,
      render: (_: unknown, row: ConsultationSummary) => medicalCopy.categoryName[row.category],
    },
    { key: 'serviceName', title: medicalCopy.service, dataIndex: 'serviceName' },
    { key: 'patientName', title: medicalCopy.patientName, dataIndex: 'patientName' },
    dateColumn<ConsultationSummary>('appointmentDay', medicalCopy.appointmentDay),
    moneyColumn<ConsultationSummary>('price', medicalCopy.fee, (row) => row.price),
    enumColumn<ConsultationSummary>('status', medicalCopy.status, consultationStatus),
    dateColumn<ConsultationSummary>('createTime', medicalCopy.createTime),
    actionsColumn(
      medicalCopy.actions,
      (row: ConsultationSummary) =>
        row.status === 'UNPAID' && (
          <Button
            type="link"
            aria-label={medicalCopy.payNowOf(row.consultationNo)}
            onClick={() => setPaying(row)}
          >
            {medicalCopy.payNow}
          </Button>
        ),
    ),
  ];

  return (
    <SectionCard title={medicalCopy.myConsultations}>
      <FilterBar>
        <FilterSelect
          of={consultationStatus}
          label={medicalCopy.status}
          all={medicalCopy.allStatuses}
          value={filters.status}
          onChange={(status) => update({ status, page: 1 })}
        />
        <FilterSelect
          of={medicalCategory}
          label={medicalCopy.category}
          all={medicalCopy.allCategories}
          value={filters.category}
          onChange={(category) => update({ category, page: 1 })}
        />
      </FilterBar>
      <PagedTable<ConsultationSummary>
        query={query}
        columns={columns}
        rowKey="consultationId"
        emptyText={medicalCopy.consultationsEmpty}
        {...pager('page')}
      />
      <ConsultationDrawer consultationId={detail.id} onClose={detail.close} />
      {paying && (
        <ConsultationDialogHost
          key={paying.consultationId}
          intent={{ kind: 'pay', consultation: paying }}
          payment={payment}
          onClose={() => setPaying(null)}
          onViewConsultations={() => setPaying(null)}
        />
      )}
    </SectionCard>
  );
}

function ConsultationDrawer({
  consultationId,
  onClose,
}: {
  consultationId: number | undefined;
  onClose(): void;
}) {
  const query = useConsultation(consultationId);
  return (
    <DetailDrawer<Consultation>
      open={consultationId !== undefined}
      query={query}
      title={medicalCopy.detailTitle}
      notFound={medicalCopy.notFound}
      onClose={onClose}
    >
      {(row) => (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={medicalCopy.consultationNo}>
            {row.consultationNo}
          </Descriptions.Item>
          <Descriptions.Item label={medicalCopy.status}>
            <EnumTag of={consultationStatus} value={row.status} />
          </Descriptions.Item>
          <Descriptions.Item label={medicalCopy.service}>
            {`${medicalCopy.categoryName[row.category]} · ${row.serviceName}`}
          </Descriptions.Item>
          <Descriptions.Item label={medicalCopy.fee}>{formatFen(row.price)}</Descriptions.Item>
          <Descriptions.Item label={medicalCopy.patientName}>{row.patientName}</Descriptions.Item>
          <Descriptions.Item label={medicalCopy.phone}>{row.phone}</Descriptions.Item>
          <Descriptions.Item label={medicalCopy.appointmentDay}>
            {row.appointmentDay}
          </Descriptions.Item>
          <Descriptions.Item label={medicalCopy.descriptionLabel}>
            {row.description}
          </Descriptions.Item>
          <Descriptions.Item label={medicalCopy.createTime}>{row.createTime}</Descriptions.Item>
          {row.payTime && (
            <Descriptions.Item label={medicalCopy.payTime}>{row.payTime}</Descriptions.Item>
          )}
          <Descriptions.Item label={medicalCopy.doctorReply}>
            {row.doctorReply || medicalCopy.noReply}
          </Descriptions.Item>
        </Descriptions>
      )}
    </DetailDrawer>
  );
}
