/**
 * Statistics views of /tjfx (10000): one declarative definition per view (views/), one runner that turns a
 * definition into grouped SQL (runner.ts), drill-down to the facts behind a cell (drill.ts).
 */
import type { Db } from '../../db/client';
import { badRequest } from '../../http/envelope';
import type { SessionUser } from '../../http/route';
import { drillRows, type DrillArgs, type StatisticsRows } from './drill';
import { exportHeading } from './export-heading';
import { statisticsGate } from './gate';
import { resolveFilter, type StatisticsQuery } from './filters';
import { STATISTICS_MESSAGES as M } from './messages';
import { runView, type StatisticsView } from './runner';
import type { ViewDef } from './types';
import { viewOf } from './views';

export { STATISTICS_VIEWS, VIEW_KEYS } from './views';
export type { StatisticsView } from './runner';
export type { StatisticsRows } from './drill';
export type { StatisticsQuery } from './filters';

function definition(key: string): ViewDef {
  const view = viewOf(key);
  if (!view) throw badRequest(M.unknownView);
  return view;
}

export async function statisticsView(db: Db, user: SessionUser, q: StatisticsQuery & { view: string }): Promise<StatisticsView> {
  const view = definition(q.view);
  return statisticsGate.run(async () => runView(db, view, await resolveFilter(db, user, view, q)));
}

export async function statisticsRows(db: Db, user: SessionUser, q: StatisticsQuery & DrillArgs & { view: string }): Promise<StatisticsRows> {
  const view = definition(q.view);
  return statisticsGate.run(async () => drillRows(db, view, await resolveFilter(db, user, view, q), q));
}

/** A view for its export: the view and the heading lines (title, unit, period) its sheet starts with. */
export async function statisticsExport(db: Db, user: SessionUser, q: StatisticsQuery & { view: string }): Promise<{ view: StatisticsView; heading: string[] }> {
  const def = definition(q.view);
  return statisticsGate.run(async () => {
    const filter = await resolveFilter(db, user, def, q);
    return { view: await runView(db, def, filter), heading: await exportHeading(db, def, filter) };
  });
}
