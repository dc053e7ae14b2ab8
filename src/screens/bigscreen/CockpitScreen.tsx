/**
 * 驾驶舱大屏 (/bigscreen-normal, public): this year's headline figures from /controlCabin/* and the xxj service,
 * the complaint heat map in the centre; refreshes itself every COCKPIT_REFRESH_MS. The original variant
 * (/bigscreen-normal-origin, role 200) shows the same figures with the brigades' table in place of the map.
 */
import { Flex, Text } from '@chakra-ui/react';
import { WALL_GAP_PX, WALL_HEADER_PX, WALL_HEIGHT_PX, WALL_SIDE_COLUMN_PX } from '../../constants/bigscreen';
import { bigscreen as text } from '../../messages/bigscreen';
import type { ScreenProps } from '../types';
import { CockpitBottom } from './cockpit/CockpitBottom';
import { CockpitCards } from './cockpit/CockpitCards';
import { CockpitLeft } from './cockpit/CockpitLeft';
import { CockpitRight } from './cockpit/CockpitRight';
import { HeatMapPanel } from './cockpit/HeatMapPanel';
import { UnitsTable } from './cockpit/UnitsTable';
import { useCockpitData } from './cockpit/use-cockpit-data';
import { WallHeader } from './WallHeader';
import { WallPanel } from './WallPanel';
import { WallStage } from './WallStage';
import { WALL } from './wall-theme';

const BODY_PX = WALL_HEIGHT_PX - WALL_HEADER_PX - 2 * WALL_GAP_PX;

export function Cockpit({ origin = false }: { origin?: boolean }) {
  const data = useCockpitData();
  const status = data.failed ? text.loadFailed : data.loading ? text.loading : text.period;
  return (
    <WallStage testId={origin ? 'cockpit-origin' : 'cockpit'}>
      <WallHeader title={origin ? text.originTitle : text.cockpitTitle} left={<Text data-testid="cockpit-status">{status}</Text>} />
      <Flex gap={`${WALL_GAP_PX}px`} h={`${BODY_PX}px`} m={`${WALL_GAP_PX}px 20px`}>
        <Flex direction="column" gap={`${WALL_GAP_PX}px`} w={`${WALL_SIDE_COLUMN_PX}px`} flexShrink={0}>
          <CockpitLeft figures={data.figures} />
        </Flex>
        <Flex direction="column" gap={`${WALL_GAP_PX}px`} flex="1" minW="0">
          <CockpitCards figures={data.figures} />
          <WallPanel title={origin ? text.panels.units : text.panels.heatMap} testId={origin ? 'panel-units' : 'panel-heatmap'}>
            {origin ? <UnitsTable figures={data.figures} /> : <HeatMapPanel />}
          </WallPanel>
          <CockpitBottom figures={data.figures} />
        </Flex>
        <Flex direction="column" gap={`${WALL_GAP_PX}px`} w={`${WALL_SIDE_COLUMN_PX}px`} flexShrink={0} color={WALL.text}>
          <CockpitRight figures={data.figures} xxj={data.xxj} />
        </Flex>
      </Flex>
    </WallStage>
  );
}

export default function CockpitScreen(_props: ScreenProps) {
  return <Cockpit />;
}
