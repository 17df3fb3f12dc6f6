export interface NewsItem {
  newId: number;
  newTitle: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}

export interface NewsDetail extends NewsItem {
  /** Server HTML: render only through the sanitizing component. */
  content: string;
}

export interface NewsListQuery {
  pageNo: number;
  pageSize: number;
  keyword?: string;
}

export interface NewsList {
  newList: NewsItem[];
  total: number;
}

/** The home page's overview (v1/front/index). */
export interface IndexOverview {
  title: string;
  slogan: string;
  memberCount: number;
  goodsCount: number;
  storeCount: number;
  orderCount: number;
}
