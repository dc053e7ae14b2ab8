/**
 * The social units the xxj stand-in serves (GET /companies): a fixed list, so every sync sees the same data.
 * areaCode is a district (6 digits) or street (9 digits) code of Shenzhen; unitCategory 1 key unit,
 * 2 nine-small-places, 3 other, 4 general.
 */
export interface XxjCompany {
  creditCode: string;
  name: string;
  unitCategory: number;
  areaCode: string;
  address: string;
  legalPerson: string | null;
  managerName: string | null;
  managerPhone: string | null;
}

export const XXJ_COMPANIES: readonly XxjCompany[] = [
  { creditCode: '91440304MA5G0XJ01K', name: '深圳市福田区鹏安酒店管理有限公司', unitCategory: 1, areaCode: '440304', address: '深圳市福田区福华路88号', legalPerson: '陈建华', managerName: '林志强', managerPhone: '13823450001' },
  { creditCode: '91440304MA5G0XJ02H', name: '深圳市福田区粤香大酒楼', unitCategory: 2, areaCode: '440304', address: '深圳市福田区红荔路1203号', legalPerson: '黄丽萍', managerName: '黄丽萍', managerPhone: '13823450002' },
  { creditCode: '91440303MA5G0XJ03F', name: '深圳市罗湖区东门百货商场有限公司', unitCategory: 1, areaCode: '440303', address: '深圳市罗湖区东门中路2018号', legalPerson: '刘国平', managerName: '吴海波', managerPhone: '13823450003' },
  { creditCode: '91440303MA5G0XJ04D', name: '深圳市罗湖区安居物业管理有限公司', unitCategory: 3, areaCode: '440303', address: '深圳市罗湖区黄贝路506号', legalPerson: '张秀英', managerName: '何俊', managerPhone: '0755-25010004' },
  { creditCode: '91440305MA5G0XJ05B', name: '深圳市南山区海韵科技有限公司', unitCategory: 4, areaCode: '440305', address: '深圳市南山区粤海街道科技南路16号', legalPerson: '杨帆', managerName: '杨帆', managerPhone: '13823450005' },
  { creditCode: '91440305MA5G0XJ06Y', name: '深圳市南山区蛇口海湾幼儿园', unitCategory: 1, areaCode: '440305', address: '深圳市南山区蛇口工业八路30号', legalPerson: '周敏', managerName: '郑芳', managerPhone: '0755-26680006' },
  { creditCode: '91440306MA5G0XJ07W', name: '深圳市宝安区西乡恒泰电子有限公司', unitCategory: 1, areaCode: '440306', address: '深圳市宝安区西乡街道宝安大道3366号', legalPerson: '谢文斌', managerName: '梁志鹏', managerPhone: '13823450007' },
  { creditCode: '92440306MA5G0XJ08U', name: '宝安区新安街道瑞丰综合市场', unitCategory: 2, areaCode: '440306', address: '深圳市宝安区新安街道建安一路58号', legalPerson: null, managerName: '罗春梅', managerPhone: '13823450008' },
  { creditCode: '91440307MA5G0XJ09R', name: '深圳市龙岗区坂田星河实业有限公司', unitCategory: 4, areaCode: '440307', address: '深圳市龙岗区坂田街道五和大道1128号', legalPerson: '宋宇', managerName: '唐磊', managerPhone: '0755-28900009' },
  { creditCode: '91440309MA5G0XJ10P', name: '深圳市龙华区民治南粤购物广场有限公司', unitCategory: 1, areaCode: '440309', address: '深圳市龙华区民治大道268号', legalPerson: '许嘉', managerName: '韩雪', managerPhone: '13823450010' },
];
