/**
 * One valid set of form values per resource with a form (by resource name), typed into the generic form
 * by the registry test to prove that submitting sends the mutation. Add one with every new form.
 */
export const formSamples: Record<string, Record<string, string | number | boolean>> = {
  user: { account: 'zhangsan01', name: '张三', organId: '1', phone: '13800000000', email: 'zs@example.com', leader: true, password: 'Fire@2026x' },
  role: { name: '监督员', code: 'inspector', description: '日常监督检查' },
  appVersion: { version: '1.2.0', description: '修复若干问题', uploadId: 'upload-1' },
  noticeTemplate: { name: '任务到期提醒', code: 'task_due', category: 'task', title: '任务${taskName}即将到期', content: '请于${deadline}前完成', enabled: true, remark: '' },
  regulation: { title: '建筑设计防火规范', category: '国家标准', docNo: 'GB 50016-2014', issuer: '住房和城乡建设部', content: '为了预防建筑火灾……' },
  case: { title: '某商场未保持疏散通道畅通案', category: '行政处罚', docNo: '深消行罚决字〔2026〕1号', issuer: '福田大队', content: '经查……' },
  area: { code: '440304010', name: '香蜜湖街道', sort: 1 },
  enforcementUnit: { name: '福田梅林消防救援站', sortName: '梅林站', level: 4, unitCategory: '', areaCode: '440304', sort: 1 },
  taskTemplate: { name: '高层建筑专项检查', taskType: 'inspection', description: '', items: '消防车通道畅通', remark: '' },
  formConfiguration: { name: '高层建筑消防检查表', code: 'high_rise_check', remark: '' },
  industry: { name: '饮料及冷饮服务', code: 'H623', parentId: '1', committeeDepartmentId: '1', sort: 8, enabled: true, remark: '' },
  committeeDepartment: { name: '福田区住房和建设局', code: 'FT-ZJ', industry: '住房建设', contactName: '李明', contactPhone: '0755-82000001', sort: 1, remark: '' },
  guideTemplate: { name: '加油站检查指引', guideType: 'supervision', sort: 3, content: '检查防爆电气和静电接地。', basis: '', remark: '' },
  societyCompany: { name: '深圳市福田区华信科技有限公司', creditCode: '91440304MA5FWPX01X', unitCategory: 4, organId: '1', address: '深圳市福田区深南大道1号', legalPerson: '张伟', managerName: '李强', managerPhone: '13912345678', remark: '' },
  specialPlace: { organId: '1', name: '华强北电子市场', category: 2, address: '福田区华强北路1001号', contactName: '陈刚', contactPhone: '13900000001', remark: '' },
  dutyStandard: { code: 'JD-09', name: '火灾隐患举报投诉核查', category: 1, unit: '件', unitScore: 1.25, monthlyCap: 20, remark: '' },
  build: { name: '福田华信大厦', address: '深圳市福田区深南大道100号', organId: '1', useType: 'public', structure: 'concrete', fireRating: 1, heightMeters: 80.5, floorsAbove: 20, floorsBelow: 2, floorArea: 42000, builtYear: '2015', managerName: '李强', managerPhone: '0755-83001234', remark: '' },
  supervisionTask: { companyId: '1', taskClassification: 'inspection', source: 'plan', agentId: '1', assistantHandlerId: '1', endDate: '2099-12-31', remark: '' },
  calendarPeriod: { name: '元旦', kind: 1, startDate: '2027-01-01', endDate: '2027-01-03', remark: '' },
  assessmentItem: { name: '执法考试', source: 5, weight: 10, fullScore: 100, sort: 5, enabled: false, remark: '' },
  writTemplate: { name: '责令停产停业决定书', code: 'ZLTCTY', category: 'enforcement', numberPrefix: '深消停字', enabled: true, body: '${当事人}：你单位存在${违法行为}，现责令停产停业。', remark: '' },
  // 'fill' picks the (mocked) template 1; 'fill-0' is the input of its first placeholder.
  writDocument: { fill: '1', 'fill-0': '疏散通道堆放杂物', partyName: '深圳市福田区华信科技有限公司', title: '' },
  // 'send' is the review kind of the send field; 'assigneeId' the receiver chosen inside it.
  tqshDsh: { send: 'jzsh', assigneeId: '1', caseName: '深圳市福田区某酒楼占用疏散通道案', caseNo: '', partyName: '深圳市福田区某酒楼', summary: '二层疏散通道堆放杂物。', proposal: '拟处罚款一万元。' },
  reinspection: { companyName: '深圳市福田区测试商场', address: '福田区福华路1号', originalWritNo: '深福消限字〔2026〕第901号', rectifiedAt: '2026-03-01', applicant: '赵先生', phone: '13800001111', hazards: '疏散通道堆放杂物', assigneeId: '1' },
  systemConfig: {
    passwordMinLength: 8,
    passwordMaxLength: 32,
    passwordMinClasses: 3,
    passwordMaxAgeDays: 90,
    initialPassword: 'Fire@2026',
    lockThreshold: 5,
    lockMinutes: 30,
    tokenIdleMinutes: 30,
    captchaEnabled: true,
    mapCenterLng: 114.05,
    mapCenterLat: 22.54,
    mapZoom: 11,
    mapTileUrl: '',
    mapCrs: 'GCJ02',
  },
};
