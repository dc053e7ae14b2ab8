/**
 * 监控室大屏 (/bigscreen, role 300): the layout of document 1 §2 with its static sample figures
 * (monitoring-room-sample-data.ts) around the jurisdiction map.
 */
import { Flex, Text } from '@chakra-ui/react';
import { MapView } from '../../components/map/MapView';
import { WALL_GAP_PX, WALL_HEADER_PX, WALL_HEIGHT_PX } from '../../constants/bigscreen';
import { bigscreen as text } from '../../messages/bigscreen';
import type { ScreenProps } from '../types';
import { MonitoringLeftA, MonitoringLeftB } from './monitoring/MonitoringLeft';
import { MonitoringRightA, MonitoringRightB } from './monitoring/MonitoringRight';
import { WallHeader } from './WallHeader';
import { WallPanel } from './WallPanel';
import { WallStage } from './WallStage';

const BODY_PX = WALL_HEIGHT_PX - WALL_HEADER_PX - 2 * WALL_GAP_PX;
const COLUMN_PX = 300;

const Column = ({ children }: { children: React.ReactNode }) => (
  <Flex direction="column" gap={`${WALL_GAP_PX}px`} w={`${COLUMN_PX}px`} flexShrink={0}>
    {children}
  </Flex>
);

export default function MonitoringRoomScreen(_props: ScreenProps) {
  return (
    <WallStage testId="monitoring-room">
      <WallHeader title={text.monitoringTitle} left={<Text>{text.sampleNote}</Text>} />
      <Flex gap={`${WALL_GAP_PX}px`} h={`${BODY_PX}px`} m={`${WALL_GAP_PX}px 20px`}>
        <Column>
          <MonitoringLeftA />
        </Column>
        <Column>
          <MonitoringLeftB />
        </Column>
        <Flex direction="column" flex="1" minW="0">
          <WallPanel title="辖区地图" testId="monitoring-map">
            <MapView variant="dark" testId="monitoring-map-view" />
          </WallPanel>
        </Flex>
        <Column>
          <MonitoringRightA />
        </Column>
        <Column>
          <MonitoringRightB />
        </Column>
      </Flex>
    </WallStage>
  );
}
