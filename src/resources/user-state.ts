import type { Option } from './types';

/** An account's state as lists and details show it. */
export const USER_STATE_OPTIONS: readonly Option[] = [
  { value: 'active', label: '正常', color: 'green' },
  { value: 'frozen', label: '冻结', color: 'red' },
];
