import { useDetailParam } from '@/lib/use-detail-param';
import { NEWS_ID_PARAM } from '../utils/division-param';
import { DivisionNewsDetail } from './division-news-detail';
import { DivisionNewsList } from './division-news-list';

/** 新闻动态: the searchable news list, or one item in its place when ?newsId= is set. */
export function DivisionNewsPage() {
  const { id: newsId } = useDetailParam(NEWS_ID_PARAM, 'push');
  return newsId === undefined ? <DivisionNewsList /> : <DivisionNewsDetail newsId={newsId} />;
}
