import type { Banner, ColumnClassify, GalleryImage } from '@/features/portal/api/portal-schemas';
import type { DocumentRow } from './portal-rows';
import type { SeedClock } from './seed-time';
import { shiftDay } from './time';

export const SAMPLE_PDF = '/docs/member-handbook.pdf';

export const seedBanners = (): Banner[] => [
  { bannerId: 1, title: '会员服务平台', image: '/portal/banners/banner-1.svg', link: '/storage' },
  { bannerId: 2, title: '一站式会员采购', image: '/portal/banners/banner-2.svg', link: '/storage' },
  {
    bannerId: 3,
    title: '医疗器械专区上线',
    image: '/portal/banners/banner-3.svg',
    link: '/document/1',
  },
  {
    bannerId: 4,
    title: '分销中心合作政策',
    image: '/portal/banners/banner-4.svg',
    link: '/document_list/2',
  },
];

export const seedColumnClassifies = (): ColumnClassify[] => [
  { classifyId: 1, classifyName: '平台动态' },
  { classifyId: 2, classifyName: '政策解读' },
  { classifyId: 3, classifyName: '服务指南' },
  { classifyId: 4, classifyName: '资料下载' },
];

/** [classifyId, title, summary]; contentId is the position + 1. */
const SOURCES: readonly (readonly [number, string, string])[] = [
  [1, '医疗器械专区正式上线', '首批引入家用医疗与康复护理类商品，均已完成资质审核。'],
  [1, '平台会员突破十二万', '感谢广大会员的信任，平台注册会员数突破十二万。'],
  [1, '华南区域仓完成扩容', '深圳区域仓完成扩容，广东省内订单次日达覆盖率进一步提升。'],
  [1, '办公耗材专场开启', '打印纸、硒鼓、文件收纳等常用品类集中上架。'],
  [1, '冷链配送服务升级', '生鲜及药品类商品全程冷链，配送时效与品质双提升。'],
  [1, '门店服务网点新增三十家', '本季度新增社区服务网点三十家，覆盖更多街道与乡镇。'],
  [1, '会员中心改版上线', '会员中心改版后，地址、发票与银行账户统一管理。'],
  [1, '年度优秀服务商评选启动', '年度优秀服务商评选即日起接受报名，欢迎踊跃参与。'],
  [1, '平台通过信息安全等级保护测评', '平台顺利通过信息安全等级保护三级测评。'],
  [1, '端午节期间服务安排', '节日期间平台正常接单，仓库发货安排有所调整。'],
  [1, '新版移动端适配完成', '平台页面已完成移动端适配，手机浏览更加便捷。'],
  [1, '供应商入驻通道开放', '符合条件的生产企业可在线提交入驻申请。'],
  [2, '分销中心合作政策解读', '社区及村级分销中心可享受配送补贴与专属培训。'],
  [2, '增值税专用发票开具规范', '专用发票须填写完整的纳税人识别号、开户银行及账号。'],
  [2, '会员等级与权益说明', '会员等级越高，可享受的采购折扣与服务权益越多。'],
  [2, '售后服务政策说明', '已发货或已收货的订单可申请售后，平台将在两个工作日内处理。'],
  [2, '配送范围与特殊区域说明', '部分商品仅限指定区域配送，下单时将自动校验。'],
  [3, '如何完成首次采购', '从浏览商品、加入购物车到提交订单与支付的完整流程。'],
  [3, '如何使用银行转账充值', '转账后上传凭证，审核通过后余额自动到账。'],
  [3, '如何申请开具发票', '在订单列表中对已支付订单申请开具发票。'],
  [3, '如何管理收货地址', '支持六级地址选择与收货信息智能识别。'],
  [3, '如何关联团队与推荐人', '在首页关联与授权面板中完成团队授权与推荐人关联。'],
  [4, '会员服务手册', '平台会员服务手册，涵盖登录、采购、支付与发票等内容。'],
  [4, '供应商入驻资料清单', '入驻所需的营业执照、生产许可等资料清单。'],
  [4, '分销中心申请表', '分销中心合作申请所需填写的信息说明。'],
];

const NEWEST_DAY = '2024-06-18';

function body(title: string, summary: string, withPdf: boolean): string {
  const pdfLink = withPdf
    ? `<p>完整内容请查看附件<a href="/pdfPreview?url=${encodeURIComponent(SAMPLE_PDF)}">《${title}》</a>。</p>`
    : '';
  return (
    `<h3>${title}</h3><p>${summary}</p>` +
    '<p>如有疑问，请通过<strong>帮助中心</strong>查看常见问题，或联系您所属区域的服务专员。</p>' +
    pdfLink
  );
}

export const seedDocuments = (clock: SeedClock): DocumentRow[] =>
  SOURCES.map(([classifyId, title, summary], index) => {
    const withPdf = classifyId === 4;
    return {
      contentId: index + 1,
      classifyId,
      title,
      summary,
      createTime: `${shiftDay(clock.day(NEWEST_DAY), -index * 3)} 09:30:00`,
      content: body(title, summary, withPdf),
      attachments: withPdf ? [{ name: `${title}.pdf`, url: SAMPLE_PDF }] : [],
    };
  });

export const seedGalleryImages = (): GalleryImage[] =>
  [
    '华南区域仓',
    '社区服务网点',
    '冷链配送车队',
    '会员培训现场',
    '年度表彰大会',
    '供应商交流会',
    '门店开业',
    '客服中心',
  ].map((title, index) => ({
    imageId: index + 1,
    title,
    url: `/portal/gallery/picture-${index + 1}.svg`,
  }));
