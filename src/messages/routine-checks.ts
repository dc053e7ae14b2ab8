/** Words of the partners' routine checks (日常, /xtgl 5120, 5230, 5520). */
export const routineCheckText = {
  keyword: '检查场所或工作报告',
  checkDate: '检查日期',
  sectionCheck: '检查情况',
  sectionReport: '工作情况',
  sectionRecord: '登记',
  new: '登记日常检查',
  view: '查看',
  edit: '修改',
  placeSearch: '按场所名称或地址查找',
  pickPlace: '请选择九小场所',
  pickDepartment: '请选择检查部门',
  noDepartments: '本单位辖区内没有可选的部门',
  reportPlaceholder: '检查经过、发现的问题、督促整改情况等',
} as const;
