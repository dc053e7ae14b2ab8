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
  },
};
