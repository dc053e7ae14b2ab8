/**
 * 执法轨迹 (zfgj, under 执法人员 11330; document 2 §7 "Track viewer"): 轨迹回放 and 轨迹统计 tabs. Opened from a
 * row of 执法人员 or of 轨迹统计 with ?userId=&username=(&date=&dateEnd=): that officer's track is queried at once.
 */
import { Box, Tabs } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { VideoDispatchButton } from '../../../components/video';
import { trackStatisticsDefinition } from '../../../resources/track-statistics';
import { trackText as text } from '../../../messages/track';
import { ResourceListScreen } from '../../resource/ResourceListScreen';
import { TAB_QUERY } from '../../resource/ResourceTabsScreen';
import type { ScreenProps } from '../../types';
import type { Officer } from './OfficerAutocomplete';
import { TrackReplayPanel, type TrackRequest } from './TrackReplayPanel';

/** 远程视频调度 with the officer on screen (shown to commanders only, by the server's answer). */
const dispatchTo = (officer: Officer | undefined) =>
  officer ? <VideoDispatchButton subject={{ type: 'officer', id: officer.userId, title: officer.username, invitees: [officer] }} /> : null;

const REPLAY = 'replay';
const STATISTICS = 'statistics';

function requestOf(params: URLSearchParams): TrackRequest | undefined {
  const userId = params.get('userId');
  if (!userId) return undefined;
  const [date, dateEnd] = [params.get('date') ?? undefined, params.get('dateEnd') ?? undefined];
  return {
    officer: { userId, username: params.get('username') ?? userId, organName: params.get('organName') ?? undefined },
    range: date && dateEnd ? { start: date, end: dateEnd } : undefined,
    run: true,
  };
}

export default function TrackViewerScreen({ route }: ScreenProps) {
  const [params, setParams] = useSearchParams();
  const statistics = useMemo(() => trackStatisticsDefinition(), []);
  // A row opens the replay on this same page: named 轨迹统计 as its parent, 返回 comes back to the tab.
  const statisticsRoute = useMemo(() => ({ ...route, title: text.statisticsTab }), [route]);
  const key = ['userId', 'date', 'dateEnd'].map((name) => params.get(name) ?? '').join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new officer or range in the URL is a new request
  const request = useMemo(() => requestOf(params), [key]);
  const active = params.get(TAB_QUERY) === STATISTICS ? STATISTICS : REPLAY;

  const choose = (tab: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_QUERY, tab);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs.Root value={active} onValueChange={(details) => choose(details.value)} lazyMount variant="line" data-testid="track-viewer">
      <Tabs.List px={{ base: '3', md: '5' }} pt="2">
        <Tabs.Trigger value={REPLAY} data-testid="track-tab-replay">
          {text.replayTab}
        </Tabs.Trigger>
        <Tabs.Trigger value={STATISTICS} data-testid="track-tab-statistics">
          {text.statisticsTab}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value={REPLAY} p="0">
        <Box p={{ base: '3', md: '5' }}>
          <TrackReplayPanel request={request} extraActions={dispatchTo} />
        </Box>
      </Tabs.Content>
      <Tabs.Content value={STATISTICS} p="0">
        <ResourceListScreen definition={statistics} route={statisticsRoute} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
