import type { ViewDef } from '../types';
import { serviceViews } from './services';
import { supervisionViews } from './supervision';
import { workloadViews } from './workload';

/** Every statistics view of /tjfx, in menu order. */
export const STATISTICS_VIEWS: ViewDef[] = [...workloadViews, ...supervisionViews, ...serviceViews];

export const VIEW_KEYS = STATISTICS_VIEWS.map((v) => v.key);

export const viewOf = (key: string): ViewDef | undefined => STATISTICS_VIEWS.find((v) => v.key === key);
