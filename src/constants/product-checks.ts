/** 产品监督 (cpjd 2700): fire product spot checks in the market and in use. */
import type { OptionList } from './options';

export const PRODUCT_CATEGORY_OPTIONS = [
  { value: 'extinguisher', label: '灭火器' },
  { value: 'hose', label: '消防水带' },
  { value: 'emergencyLight', label: '消防应急照明和疏散指示' },
  { value: 'alarm', label: '火灾报警产品' },
  { value: 'fireDoor', label: '防火门' },
  { value: 'flameRetardant', label: '阻燃制品' },
  { value: 'other', label: '其他消防产品' },
] as const satisfies OptionList<string>;

/** Where the sample was taken: 流通领域 (a shop, a market) or 使用领域 (a unit using the product). */
export const PRODUCT_PLACE_OPTIONS = [
  { value: 'market', label: '流通领域' },
  { value: 'inUse', label: '使用领域' },
] as const satisfies OptionList<string>;

export const PRODUCT_RESULT_OPTIONS = [
  { value: 'qualified', label: '合格', color: 'green' },
  { value: 'unqualified', label: '不合格', color: 'red' },
] as const satisfies OptionList<string>;

/** What follows a failed sample. */
export const PRODUCT_HANDLING_OPTIONS = [
  { value: 'rectify', label: '责令改正' },
  { value: 'transfer', label: '移送市场监管部门' },
  { value: 'penalty', label: '立案查处' },
] as const satisfies OptionList<string>;
