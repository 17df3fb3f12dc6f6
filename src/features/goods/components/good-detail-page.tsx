import { Flex, Result } from 'antd';
import { PlainCard } from '@/components/ui/plain-card';
import { SectionCard } from '@/components/ui/section-card';
import { Link } from 'react-router-dom';
import { goodsCopy } from '@/copy';
import { paths } from '@/config/paths';
import { SafeHtml } from '@/components/ui/safe-html';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { GoodDetail } from '../api/goods-schemas';
import type { StockChoice } from '../hooks/use-add-to-cart-action';
import { useRecordView } from '../hooks/use-browse-history';
import { useGoodDetail } from '../hooks/use-goods';
import { useDetailParam } from '@/lib/use-detail-param';
import { DeliveryAreasLink } from './delivery-areas-link';
import { FavouriteButton } from './favourite-button';
import { GoodGallery } from './good-gallery';
import { GoodPurchasePanel } from './good-purchase-panel';
import './goods.css';
import { LoadingCard } from '@/components/ui/card-states';
import { PartBoundary } from '@/components/errors/part-boundary';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-error';

export interface GoodDetailPageProps {
  /** Adds the choice to the cart (the app layer supplies it, keeping the cart badge in step). */
  onAddToCart: (choice: StockChoice) => Promise<unknown>;
  /** 立即购买 shows only when given. */
  onBuyNow?: (choice: StockChoice) => void;
}

function GoodNotFound() {
  return (
    <Result
      status="404"
      title={goodsCopy.goodNotFound}
      extra={<Link to={paths.storage}>{goodsCopy.backToCatalogue}</Link>}
    />
  );
}

/** Only the server says a good does not exist: a business error or a null answer. */
const saysNotFound = (error: unknown) => error instanceof ApiError && error.kind === 'business';

/** /storage_detail?id=: the good's page; its name is the document title while shown. */
export function GoodDetailPage(props: GoodDetailPageProps) {
  const { id: goodId } = useDetailParam('id', 'push');
  const query = useGoodDetail(goodId);
  const good = query.data ?? undefined;
  useDocumentTitle(good?.goodName);
  useRecordView(good);

  if (goodId === undefined || saysNotFound(query.error)) return <GoodNotFound />;
  return (
    <QueryState
      query={query}
      isEmpty={(data) => data === null}
      empty={<GoodNotFound />}
      loading={<LoadingCard />}
    >
      {(data) => data && <GoodDetailView good={data} {...props} />}
    </QueryState>
  );
}

function GoodDetailView({
  good,
  onAddToCart,
  onBuyNow,
}: GoodDetailPageProps & { good: GoodDetail }) {
  return (
    <Flex vertical gap="middle" className="good-detail">
      <PartBoundary>
        <PlainCard>
          <div className="good-detail__top">
            <GoodGallery key={good.goodId} images={good.images} name={good.goodName} />
            <div className="good-detail__info">
              <h1 className="good-detail__name">{good.goodName}</h1>
              <Flex gap="small" align="center" wrap>
                <FavouriteButton goodId={good.goodId} isCollect={good.isCollect} />
                <DeliveryAreasLink goodId={good.goodId} />
              </Flex>
              <GoodPurchasePanel
                key={good.goodId}
                stocks={good.stocks}
                offer={good}
                onAddToCart={onAddToCart}
                onBuyNow={onBuyNow}
              />
            </div>
          </div>
        </PlainCard>
      </PartBoundary>
      <PartBoundary>
        <SectionCard title={goodsCopy.description}>
          <SafeHtml html={good.description} className="good-detail__description" />
        </SectionCard>
      </PartBoundary>
    </Flex>
  );
}
