import { useSearchParams } from 'react-router-dom';
import { readId } from '../utils/division-param';
import { DivisionNewsDetail } from './division-news-detail';
import { DivisionNewsList } from './division-news-list';

/** 新闻动态: the searchable news list, or one item when ?newsId= is set. */
export function DivisionNewsPage() {
  const [searchParams] = useSearchParams();
  const newsId = readId(searchParams.get('newsId'));
  return newsId === undefined ? <DivisionNewsList /> : <DivisionNewsDetail newsId={newsId} />;
}
