/** Word pools for realistic Chinese names; the seeded PRNG picks from them. */
export const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split('');
export const GIVEN_CHARS = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍建文辉力斌宇浩凯鹏志鑫俊峰红梅琳雪婷颖晨旭东海波宁欣佳嘉怡思源泽宏博文涵诗雅晓丹慧燕锋鸿飞翔亮毅坤诚'.split('');
export const COMMUNITY_WORDS = '景田香蜜荔园华富莲花新洲岗厦福民皇岗水围上步梅林彩田园岭黄木翠竹清水东湖莲塘桂园南湖蛇口渔一大新桃源西丽沙河科苑海滨宝城翻身流塘固戍凤凰坪洲'.match(/../g) as string[];
export const COMPANY_WORDS = ['华信', '鹏城', '海韵', '前海', '南粤', '金地', '瑞丰', '宏达', '创新', '深港', '安达', '星河', '中联', '恒泰', '永盛', '光大'];
export const COMPANY_KINDS = ['科技有限公司', '商贸有限公司', '物业管理有限公司', '电子有限公司', '酒店管理有限公司', '实业有限公司', '大酒楼', '购物广场', '幼儿园', '综合市场'];

/** Shenzhen districts: brigade per district, with real street names. */
export const DISTRICTS: { name: string; code: string; streets: string[] }[] = [
  { name: '福田', code: '440304', streets: ['福田街道', '南园街道', '沙头街道'] },
  { name: '罗湖', code: '440303', streets: ['桂园街道', '黄贝街道', '东门街道'] },
  { name: '南山', code: '440305', streets: ['南头街道', '粤海街道', '蛇口街道'] },
  { name: '宝安', code: '440306', streets: ['新安街道', '西乡街道', '福永街道'] },
  { name: '龙岗', code: '440307', streets: ['龙城街道', '布吉街道', '坂田街道'] },
  { name: '龙华', code: '440309', streets: ['观湖街道', '民治街道', '龙华街道'] },
  { name: '坪山', code: '440310', streets: ['坪山街道', '马峦街道', '碧岭街道'] },
  { name: '光明', code: '440311', streets: ['光明街道', '公明街道', '凤凰街道'] },
  { name: '盐田', code: '440308', streets: ['沙头角街道', '海山街道', '盐田街道'] },
  { name: '大鹏', code: '440312', streets: ['葵涌街道', '大鹏街道', '南澳街道'] },
];

/** Business types of the dashboard's pending-work counts. */
export const BUSI_TYPES: { code: string; name: string }[] = [
  { code: 'xfjdjc', name: '消防监督检查' },
  { code: 'fcys', name: '复查验收' },
  { code: 'fzsh', name: '法制审核' },
  { code: 'tsjb', name: '投诉举报' },
  { code: 'dxhd', name: '大型活动' },
  { code: 'aqjc', name: '安全检查' },
  // Legal pre-review kinds (执法监督 4100) and personal duty approvals, each with its own approval flow.
  { code: 'tqsh', name: '提前审核' },
  { code: 'jzsh', name: '集中审核' },
  { code: 'lash', name: '立案审核' },
  { code: 'grgz', name: '个人工作审批' },
  { code: 'grlz', name: '个人履职审批' },
  { code: 'grss', name: '个人履职申诉' },
];
