// A regular order as a buyer pastes it, for 批量下单's journey and its benchmark.

/**
 * Twenty lines as a buyer pastes them from a sheet or a chat: by number or by name, with or
 * without a specification, commas, tabs and spaces. 罗技 names two goods (a mouse of two colours
 * and a keyboard); the one before last is no good of the catalogue.
 */
export const QUICK_ORDER_LINES = [
  '1, 24支/盒, 2',
  '晨光按动圆珠笔, 1',
  '天章A4复印纸70g，5包/箱，1',
  '4\t80页\t3',
  '晨光便利贴76×76mm 2',
  '得力长尾夹组合装, 48只/筒, 1',
  '8, 四联, 1',
  '晨光白板笔可擦 ２',
  '欧姆龙电子体温计, MC-246, 1',
  '14, 10盒/箱, 1',
  '医用防护面屏 3',
  '苏泊尔不粘炒锅32cm, 32cm, 1',
  '清风卷纸四层, 2',
  '富光不锈钢保温杯, 600ml, 1',
  '闪迪U盘64GB, 128GB, 1',
  '35, 1',
  '蓝月亮洗衣液, 2kg, 2',
  '立顿红茶包, 100包/盒, 1',
  '没有这个商品, 2',
  '罗技, 1',
];
