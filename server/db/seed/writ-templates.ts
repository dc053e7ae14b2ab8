import type { writTemplates } from '../schema';

type TemplateSeed = Omit<typeof writTemplates.$inferInsert, 'createdAt' | 'updatedAt' | 'creatorName'> & { daysAgo: number };

const RIGHTS = '如不服本决定，可以在收到本文书之日起六十日内依法向${复议机关}申请行政复议，或者在六个月内依法向人民法院提起行政诉讼。';

/** Fire-law writs of the Shenzhen detachment (文书格式 after the 消防救援机构法律文书式样), fixed ids. */
export const WRIT_TEMPLATE_SEEDS: TemplateSeed[] = [
  {
    id: 'wt-zlxqgz', name: '责令限期改正通知书', code: 'ZLXQGZ', category: 'enforcement', busiTypeCode: 'xfjdjc', numberPrefix: '深消限字', daysAgo: 120,
    body: [
      '${当事人}：',
      '我${检查单位}于${检查日期}对你单位（场所）进行消防监督检查，发现存在下列消防安全违法行为：',
      '${违法行为}',
      '根据《中华人民共和国消防法》第${法律条款}条的规定，现责令你单位（场所）于${改正期限}前改正。改正期间应当采取措施，确保消防安全。',
      RIGHTS,
    ].join('\n'),
  },
  {
    id: 'wt-xzcfjd', name: '行政处罚决定书', code: 'XZCFJD', category: 'enforcement', busiTypeCode: 'fzsh', numberPrefix: '深消行罚决字', daysAgo: 118,
    body: [
      '被处罚人：${当事人}',
      '经查，${违法事实}',
      '以上事实有${证据}等证据证实。',
      '根据《中华人民共和国消防法》第${法律条款}条的规定，现决定对你单位处以如下处罚：${处罚内容}。',
      '请于收到本决定书之日起十五日内，持本决定书到${缴款银行}缴纳罚款。逾期不缴纳的，每日按罚款数额的百分之三加处罚款。',
      RIGHTS,
    ].join('\n'),
  },
  {
    id: 'wt-lscfjd', name: '临时查封决定书', code: 'LSCFJD', category: 'enforcement', busiTypeCode: 'xfjdjc', numberPrefix: '深消封字', daysAgo: 110,
    body: [
      '${当事人}：',
      '经检查，你单位（场所）存在${火灾隐患}，不及时消除可能严重威胁公共安全。',
      '根据《中华人民共和国消防法》第五十四条的规定，现决定自${查封开始日期}起对${查封部位}予以临时查封，查封期限为${查封期限}。',
      '火灾隐患消除后，你单位（场所）应当向我机构申请解除临时查封。',
      RIGHTS,
    ].join('\n'),
  },
  {
    id: 'wt-jclscf', name: '解除临时查封决定书', code: 'JCLSCFJD', category: 'enforcement', busiTypeCode: 'xfjdjc', numberPrefix: '深消解封字', daysAgo: 110,
    body: [
      '${当事人}：',
      '我${检查单位}于${查封日期}依据${查封决定书文号}对你单位（场所）${查封部位}实施了临时查封。',
      '因${解除理由}，根据《中华人民共和国行政强制法》第二十八条的规定，现决定自${解除日期}起解除临时查封。',
      RIGHTS,
    ].join('\n'),
  },
  {
    id: 'wt-xfjdjcjl', name: '消防监督检查记录', code: 'XFJDJCJL', category: 'general', busiTypeCode: 'xfjdjc', numberPrefix: '深消检字', daysAgo: 100,
    body: [
      '被检查单位（场所）：${当事人}',
      '检查时间：${检查日期}',
      '检查人员：${检查人员}',
      '检查情况：${检查情况}',
      '被检查单位随同检查人员：${随同人员}',
    ].join('\n'),
  },
  {
    id: 'wt-fcyjs', name: '复查意见书', code: 'FCYJS', category: 'enforcement', busiTypeCode: 'fcys', numberPrefix: '深消复字', daysAgo: 90,
    body: [
      '${当事人}：',
      '根据${原文书文号}，我${检查单位}于${复查日期}对你单位（场所）责令改正的情况进行了复查，复查意见如下：',
      '${复查意见}',
    ].join('\n'),
  },
  {
    id: 'wt-byslzz', name: '不予受理通知书', code: 'BYSLTZ', category: 'approval', busiTypeCode: 'dxhd', numberPrefix: '深消不受字', daysAgo: 80,
    body: [
      '${当事人}：',
      '你（单位）于${申请日期}提出的${申请事项}申请，因${不予受理理由}，根据有关规定，决定不予受理。',
      RIGHTS,
    ].join('\n'),
  },
  {
    id: 'wt-aqjcyjs', name: '公众聚集场所投入使用、营业前消防安全检查意见书', code: 'GZJJCSJC', category: 'approval', busiTypeCode: 'aqjc', numberPrefix: '深消安字', daysAgo: 70,
    body: [
      '${当事人}：',
      '根据《中华人民共和国消防法》第十五条的规定，我${检查单位}于${检查日期}对你单位${场所名称}（地址：${场所地址}）进行了投入使用、营业前消防安全检查，意见如下：',
      '${检查意见}',
    ].join('\n'),
  },
  {
    id: 'wt-jbtsgz', name: '举报投诉核查情况告知书', code: 'JBTSHCGZ', category: 'general', busiTypeCode: 'tsjb', numberPrefix: '深消告字', daysAgo: 60, enabled: false,
    remark: '改用统一的投诉举报答复格式，停用待删',
    body: ['${当事人}：', '你于${举报日期}举报的${举报事项}，经我${检查单位}核查，情况如下：', '${核查情况}', '感谢你对消防工作的支持。'].join('\n'),
  },
];
