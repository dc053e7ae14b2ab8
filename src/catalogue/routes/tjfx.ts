import type { CatalogueRoute } from '../types';

/** /tjfx 统计分析 (10000). */
export const tjfxRoot: CatalogueRoute = {
  path: '/tjfx',
  name: 'tjfxRoot',
  title: '统计分析',
  menuId: 10000,
  icon: 'statistics',
  children: [
    {
      path: 'gzl', name: 'gzl', title: '工作量', menuId: 10100,
      children: [
        { path: 'grgzl', name: 'grgzl', title: '个人工作量', menuId: 10110 },
        { path: 'gzlpj', name: 'gzlpj', title: '工作量评价', menuId: 10120 },
        { path: 'gzltj', name: 'gzltj', title: '工作量统计', menuId: 10126 },
        { path: 'grlzlhhz', name: 'grlzlhhz', title: '个人履职量化汇总', menuId: 10130 },
        { path: 'lzkp', name: 'lzkp', title: '履职考评', menuId: 10140 },
        { path: 'gzlhzb', name: 'gzlhzb', title: '工作量汇总表', menuId: 10150 },
      ],
    },
    {
      path: 'fwhcp', name: 'fwhcp', title: '服务好差评', menuId: 10200,
      children: [
        { path: 'hcp', name: 'hcp', title: '好差评', menuId: 10210 },
        { path: 'hcpWttj', name: 'hcpWttj', title: '问题统计', menuId: 10220 },
      ],
    },
    {
      path: 'jdjctj', name: 'jdjctj', title: '监督检查', menuId: 10300,
      children: [
        { path: 'jdjctjb', name: 'jdjctjb', title: '监督检查统计', menuId: 10310 },
        { path: 'aytj', name: 'aytj', title: '案由统计', menuId: 10320 },
        { path: 'xyjgtj', name: 'xyjgtj', title: '信用监管统计', menuId: 10330 },
        { path: 'xftj', name: 'xftj', title: '下发统计', menuId: 10340 },
      ],
    },
    {
      path: 'hybmtj', name: 'hybmtj', title: '行业部门统计', menuId: 10400,
      children: [
        { path: 'hybmGdtj', name: 'hybmGdtj', title: '行业部门工单统计', menuId: 10410 },
        { path: 'hybmGztj', name: 'hybmGztj', title: '行业部门工作统计', menuId: 10420 },
      ],
    },
    { path: 'ggfwtj', name: 'ggfwtj', title: '公共服务统计', menuId: 10500 },
    {
      path: 'hztj', name: 'hztj', title: '火灾统计', menuId: 10600,
      children: [
        { path: 'hzcx', name: 'hzcx', title: '火灾查询' },
        { path: 'gpdbcx', name: 'gpdbcx', title: '挂牌督办查询' },
      ],
    },
    { path: 'rytj', name: 'rytj', title: '人员统计', menuId: 10700, hidden: true },
    { path: 'zyztj', name: 'zyztj', title: '区域志愿者人数统计', menuId: 10800 },
    {
      path: 'xfztj', name: 'xfztj', title: '消防站统计', menuId: 10900,
      children: [
        { path: 'xfzZftj', name: 'xfzZftj', title: '消防站执法统计', menuId: 10910 },
        { path: 'xfzAqjctj', name: 'xfzAqjctj', title: '消防站安全检查统计', menuId: 10920 },
        { path: 'xfzYhtj', name: 'xfzYhtj', title: '消防站隐患统计', menuId: 10930 },
      ],
    },
  ],
};
