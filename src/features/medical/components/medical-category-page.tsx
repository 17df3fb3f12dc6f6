import { ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageCard } from '@/components/ui/page-card';
import { PagedList } from '@/components/ui/paged-list';
import { SearchBar } from '@/components/ui/search-bar';
import { SectionCard } from '@/components/ui/section-card';
import { SimpleList } from '@/components/ui/simple-list';
import { EnumTag } from '@/components/ui/status-tag';
import { FilterBar } from '@/components/ui/filter-bar';
import { FilterSelect } from '@/components/ui/filter-select';
import { hrefs, memberPath, type MedicalCategory } from '@/config/paths';
import { medicalCategoryIntroCopy, medicalCopy } from '@/copy';
import { medicalItemKind } from '@/lib/enums/consultation';
import { getFeedback } from '@/lib/feedback';
import { reportUnshownError } from '@/lib/report-unshown-error';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useUrlFilters } from '@/lib/use-url-filters';
import { formatFen } from '@/utils/money';
import type { MedicalItem } from '../api/medical-schemas';
import { ITEMS_KEYS, itemsPageQuery } from '../hooks/medical-queries';
import { useMedicalItems } from '../hooks/use-medical';
import { ConsultationDialogHost } from './consultation-dialog-host';
import { OfferList } from './offer-list';
import type { PaymentHost } from './payment-host';
import './medical.css';

/** 加入购物车 of a good's stock; the cart call comes from the app layer (medical does not import cart). */
export type AddToCart = (choice: { goodStockId: number; num: number }) => Promise<unknown>;

export interface MedicalCategoryPageProps {
  category: MedicalCategory;
  onAddToCart: AddToCart;
  payment: PaymentHost;
  /** 向专科医生咨询: an enquiry to the category, from the enquiry feature. */
  enquiry: ReactNode;
}

/**
 * One of the ten category screens: its introduction, an enquiry to its doctors, and its goods
 * (to the cart) and consultation services (booked and paid from the balance), searched and
 * paged in the URL.
 */
export function MedicalCategoryPage({
  category,
  onAddToCart,
  payment,
  enquiry,
}: MedicalCategoryPageProps) {
  const navigate = useNavigate();
  const [booking, setBooking] = useState<MedicalItem | null>(null);
  const name = medicalCopy.categoryName[category];

  return (
    <PageCard
      title={name}
      extra={<Link to={memberPath('consultation')}>{medicalCopy.pageTitle}</Link>}
    >
      <Flex vertical gap="middle">
        <CategoryIntro category={category} enquiry={enquiry} />
        <CategoryItems category={category} onAddToCart={onAddToCart} onBook={setBooking} />
      </Flex>
      {booking && (
        <ConsultationDialogHost
          key={booking.itemId}
          intent={{ kind: 'book', service: booking }}
          payment={payment}
          onClose={() => setBooking(null)}
          onViewConsultations={() => navigate(memberPath('consultation'))}
        />
      )}
    </PageCard>
  );
}

function CategoryIntro({ category, enquiry }: { category: MedicalCategory; enquiry: ReactNode }) {
  const intro = medicalCategoryIntroCopy[category];
  return (
    <SectionCard title={medicalCopy.introTitle}>
      <Typography.Paragraph>{intro.description}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Text strong>{medicalCopy.offers}：</Typography.Text>
      </Typography.Paragraph>
      <OfferList offers={intro.offers} />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        {medicalCopy.enquiryHint(medicalCopy.categoryName[category])}
      </Typography.Paragraph>
      {enquiry}
    </SectionCard>
  );
}

interface CategoryItemsProps {
  category: MedicalCategory;
  onAddToCart: AddToCart;
  onBook(service: MedicalItem): void;
}

function CategoryItems({ category, onAddToCart, onBook }: CategoryItemsProps) {
  const { filters, update, pager } = useUrlFilters(ITEMS_KEYS);
  const query = useMedicalItems(itemsPageQuery(category, filters));

  return (
    <SectionCard title={medicalCopy.itemsTitle}>
      <FilterBar>
        <FilterSelect
          of={medicalItemKind}
          label={medicalCopy.kind}
          all={medicalCopy.allKinds}
          value={filters.kind}
          onChange={(kind) => update({ kind, page: 1 })}
        />
        <SearchBar
          initialKeyword={filters.keyword}
          placeholder={medicalCopy.itemsSearchPlaceholder}
          onSearch={(keyword) => update({ keyword, page: 1 })}
        />
      </FilterBar>
      <PagedList query={query} emptyText={medicalCopy.itemsEmpty} {...pager('page')}>
        {(items) => (
          <SimpleList
            items={items}
            rowKey={(item) => item.itemId}
            extra={(item) =>
              item.kind === 'GOOD' ? (
                <AddToCartButton item={item} onAddToCart={onAddToCart} />
              ) : (
                <Button
                  type="primary"
                  aria-label={medicalCopy.bookOf(item.name)}
                  onClick={() => onBook(item)}
                >
                  {medicalCopy.book}
                </Button>
              )
            }
          >
            {(item) => <ItemRow item={item} />}
          </SimpleList>
        )}
      </PagedList>
    </SectionCard>
  );
}

function ItemRow({ item }: { item: MedicalItem }) {
  const name =
    item.kind === 'GOOD' ? (
      <Link to={hrefs.storageDetail(item.goodId)} className="medical-item__name">
        {item.name}
      </Link>
    ) : (
      <span className="medical-item__name">{item.name}</span>
    );
  return (
    <div className="medical-item">
      {item.kind === 'GOOD' && (
        <img className="medical-item__image" src={item.image || undefined} alt="" />
      )}
      <div>
        <Flex gap="small" align="center" wrap>
          {name}
          <EnumTag of={medicalItemKind} value={item.kind} />
        </Flex>
        <p className="medical-item__intro">{item.intro}</p>
        <span className="medical-item__price">{formatFen(item.price)}</span>
        {item.kind === 'SERVICE' && item.duration > 0 && (
          <Typography.Text type="secondary">{` · ${medicalCopy.duration(item.duration)}`}</Typography.Text>
        )}
      </div>
    </div>
  );
}

/** 加入购物车: one call at a time, 已加入购物车 once the cart has it. */
function AddToCartButton({ item, onAddToCart }: { item: MedicalItem; onAddToCart: AddToCart }) {
  const add = useSingleFlight(async () => {
    try {
      await onAddToCart({ goodStockId: item.goodStockId, num: 1 });
      getFeedback().toastSuccess(medicalCopy.addedToCart);
    } catch (error) {
      reportUnshownError(error);
    }
  });
  return (
    <Button
      icon={<ShoppingCartOutlined aria-hidden />}
      loading={add.pending}
      aria-label={medicalCopy.addToCartOf(item.name)}
      onClick={() => void add.run()}
    >
      {medicalCopy.addToCart}
    </Button>
  );
}
