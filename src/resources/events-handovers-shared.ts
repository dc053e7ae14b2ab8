/** What the 大型活动 and 移交 screens share: their routes, the brigade choices and how a task's state reads. */
import { CHECK_RESULT_OPTIONS, optionLabel, SUPERVISION_STATUS_OPTIONS } from '../constants/options';
import { HandoverBrigadesDocument, LargeEventBrigadesDocument } from '../graphql/generated/graphql';
import { optionsFrom } from './types';

export const EVENT_ROUTES = { register: 'dxhdRegister', handle: 'dxhdHandle', view: 'dxhdView', editRecord: 'dxhdEditRecord' } as const;
export const HANDOVER_ROUTES = { add: 'yjslAdd', view: 'yjrw', generate: 'scrw' } as const;

const choices = (list: readonly ({ id: string; name: string } | null)[] | null | undefined) => (list ?? []).flatMap((b) => (b ? [{ value: b.id, label: b.name }] : []));
export const eventBrigades = optionsFrom(LargeEventBrigadesDocument, (data) => choices(data.largeEventBrigades));
export const handoverBrigades = optionsFrom(HandoverBrigadesDocument, (data) => choices(data.handoverBrigades));

export const taskStatusText = (value: unknown) => (value ? optionLabel(SUPERVISION_STATUS_OPTIONS, String(value)) || String(value) : '—');
export const checkResultText = (value: unknown) => (value ? optionLabel(CHECK_RESULT_OPTIONS, String(value)) || String(value) : '—');
