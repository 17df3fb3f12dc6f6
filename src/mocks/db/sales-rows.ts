/**
 * A sale made in a member's network: an order a customer placed with a seeded account or with
 * someone of a team, for one stock of a good of the catalogue, delivered in an area (区县).
 * 数据统计 and 销售汇总 read them; whose network a sale is in follows from the team tables.
 */
export interface SaleRow {
  /** Who sold it, by phone: an account, or a member of a team. */
  sellerPhone: string;
  goodId: number;
  goodStockId: number;
  num: number;
  /** fen: the stock's price times the quantity. */
  amount: number;
  districtId: number;
  city: string;
  district: string;
  /** YYYY-MM-DD HH:mm:ss */
  createTime: string;
}
