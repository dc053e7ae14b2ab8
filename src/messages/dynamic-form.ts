/**
 * Text of configured forms (表单配置): the value checks (client and server say the same words), the
 * checks of a field list, the rendered form and the field designer.
 */

/** Messages about a value typed into a configured form; each names the field by its label. */
export const formValueText = {
  required: (label: string) => `${label}不能为空`,
  format: (label: string) => `${label}格式不正确`,
  tooLong: (label: string, max: number) => `${label}长度不能超过${max}位`,
  notNumber: (label: string) => `${label}必须是数字`,
  tooSmall: (label: string, min: number) => `${label}不能小于${min}`,
  tooLarge: (label: string, max: number) => `${label}不能大于${max}`,
  badDate: (label: string) => `${label}应为有效日期（YYYY-MM-DD）`,
  badDateTime: (label: string) => `${label}应为有效时间（YYYY-MM-DD HH:mm:ss）`,
  notAnOption: (label: string) => `${label}的取值不在可选项中`,
  repeatedChoice: (label: string) => `${label}不能重复选择同一项`,
  unknownField: (key: string) => `表单中没有字段“${key}”`,
} as const;

const nth = (index: number) => `第${index + 1}个字段`;

/** Messages about a field list; each names the field by its position (and the option by its own). */
export const fieldListText = {
  empty: '表单字段不能为空，请至少添加一个字段',
  tooMany: (max: number) => `表单字段最多${max}个`,
  keyEmpty: (i: number) => `${nth(i)}的字段标识不能为空`,
  keyFormat: (i: number) => `${nth(i)}的字段标识只能包含字母、数字和下划线，且以字母开头`,
  keyTooLong: (i: number, max: number) => `${nth(i)}的字段标识长度不能超过${max}位`,
  keyRepeated: (i: number) => `${nth(i)}的字段标识重复`,
  labelEmpty: (i: number) => `${nth(i)}的字段名称不能为空`,
  labelTooLong: (i: number, max: number) => `${nth(i)}的字段名称长度不能超过${max}位`,
  kindUnknown: (i: number) => `${nth(i)}的字段类型不正确`,
  placeholderTooLong: (i: number, max: number) => `${nth(i)}的提示文字长度不能超过${max}位`,
  maxLengthRange: (i: number, max: number) => `${nth(i)}的最大长度应为1到${max}的整数`,
  notANumber: (i: number, what: '最小值' | '最大值') => `${nth(i)}的${what}必须是数字`,
  minAboveMax: (i: number) => `${nth(i)}的最小值不能大于最大值`,
  optionsEmpty: (i: number) => `${nth(i)}至少需要一个选项`,
  optionsTooMany: (i: number, max: number) => `${nth(i)}的选项最多${max}个`,
  optionValueEmpty: (i: number, o: number) => `${nth(i)}的第${o + 1}个选项的选项值不能为空`,
  optionLabelEmpty: (i: number, o: number) => `${nth(i)}的第${o + 1}个选项的选项名称不能为空`,
  optionTooLong: (i: number, o: number, max: number) => `${nth(i)}的第${o + 1}个选项长度不能超过${max}位`,
  optionRepeated: (i: number, value: string) => `${nth(i)}的选项值“${value}”重复`,
} as const;

/** The rendered form (DynamicForm). */
export const dynamicFormText = {
  submit: '提交',
  noFields: '该表单还没有字段',
  pleaseSelect: '请选择',
  pleaseInput: (label: string) => `请输入${label}`,
} as const;

/** The field designer of the 表单配置 form page. */
export const designerText = {
  previewTitle: '实时预览',
  previewHint: '在预览中试填并点击“校验”，查看填写规则的效果',
  previewCheck: '校验',
  previewPassed: '试填内容符合全部规则',
  addField: '添加字段',
  fieldNo: (index: number) => `字段${index + 1}`,
  moveUp: '上移',
  moveDown: '下移',
  remove: '删除',
  key: '字段标识',
  keyHint: '字母开头，可含字母、数字、下划线',
  label: '字段名称',
  kind: '字段类型',
  required: '必填',
  wide: '占整行',
  placeholder: '提示文字',
  maxLength: '最大长度',
  min: '最小值',
  max: '最大值',
  options: '选项',
  optionValue: '选项值',
  optionLabel: '选项名称',
  addOption: '添加选项',
  removeOption: '删除选项',
  newFieldLabel: (index: number) => `字段${index}`,
  newOptionLabel: (index: number) => `选项${index}`,
} as const;
