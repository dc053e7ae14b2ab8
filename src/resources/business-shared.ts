/** Parts shared by the definitions of records that run an approval flow (法制预审, 复查, 个人履职). */
import { BUSINESS_PHASE_COLORS, BUSINESS_PHASE_NAMES, type BusinessPhase } from '../constants/business-flow';
import { businessText } from '../messages/business';
import type { FilterValues, Option } from './types';

/** The approval page every business opens its records on. */
export const APPROVAL_ROUTE = 'spym';

export const PHASE_OPTIONS: readonly Option[] = (Object.keys(BUSINESS_PHASE_NAMES) as BusinessPhase[]).map((phase) => ({
  value: phase,
  label: BUSINESS_PHASE_NAMES[phase],
  color: BUSINESS_PHASE_COLORS[phase],
}));

/** The filter's text, or undefined when empty. */
export const filterText = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));

/** The row action opening the approval page of the row's record (the page offers only the moves the server allows). */
export const APPROVAL_LABEL = `${businessText.openApproval}/${businessText.viewFlow}`;

/** Splits a textarea's lines into a list (整改项, 案件材料). */
export const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
/** The list as a textarea's lines. */
export const joinLines = (list: ReadonlyArray<string | null | undefined> | null | undefined) => (list ?? []).filter(Boolean).join('\n');
