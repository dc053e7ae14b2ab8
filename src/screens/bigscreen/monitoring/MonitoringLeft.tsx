/** Monitoring room, left: this month's figures, key-enterprise guidance, the gauges, six months of checks, the district ranking. */
import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import { MONITORING_SAMPLE as S } from '../monitoring-room-sample-data';
import { WallBars, WallFigure, WallGauge } from '../wall-charts';
import { WallPanel } from '../WallPanel';
import { WALL } from '../wall-theme';

const GAUGE_COLORS = ['#34d399', '#38bdf8'];

export function MonitoringLeftA() {
  return (
    <>
      <WallPanel title="本月执法概况" height={250} testId="monitoring-monthly">
        <Grid templateColumns="1fr 1fr" h="100%">
          {S.monthly.map((m) => (
            <WallFigure key={m.key} label={m.label} value={m.value} unit={m.unit} testId={`monitoring-${m.key}`} />
          ))}
        </Grid>
      </WallPanel>
      <WallPanel title={S.guidance.label} height={170} testId="monitoring-guidance">
        <Grid templateColumns="1fr 1fr" h="100%">
          <WallFigure label="已指导" value={S.guidance.guided} unit={S.guidance.unit} />
          <WallFigure label="计划指导" value={S.guidance.planned} unit={S.guidance.unit} />
        </Grid>
      </WallPanel>
      <WallPanel title="合格率与完成率" testId="monitoring-gauges">
        <Grid templateRows="1fr 1fr" h="100%" gap="6px">
          {S.gauges.map((g, i) => (
            <WallGauge key={g.key} percent={g.percent} label={g.label} color={GAUGE_COLORS[i]} testId={`gauge-${g.key}`} />
          ))}
        </Grid>
      </WallPanel>
    </>
  );
}

export function MonitoringLeftB() {
  return (
    <>
      <WallPanel title="近6个月执法检查" height={420} testId="monitoring-six-months">
        <WallBars testId="chart-six-months" indexBy="month" keys={['执法检查', '隐患整改']} maxValue={S.yAxisMax} data={S.sixMonths.map((m) => ({ ...m }))} />
      </WallPanel>
      <WallPanel title="辖区排名" testId="monitoring-district-ranking">
        <Flex direction="column" gap="6px">
          {S.districtRanking.map((d, i) => (
            <Flex key={d.name} align="center" gap="10px" h="28px">
              <Text w="24px" textAlign="center" fontWeight="bold" color="#04122f" bg={i < 3 ? '#fbbf24' : WALL.accent} borderRadius="3px">
                {i + 1}
              </Text>
              <Text w="70px" color={WALL.text}>
                {d.name}
              </Text>
              <Box flex="1" h="10px" bg="rgba(148, 163, 184, 0.18)" borderRadius="5px" overflow="hidden">
                <Box h="100%" w={`${d.value}%`} bg="linear-gradient(90deg, #0ea5e9, #34d399)" />
              </Box>
              <Text w="44px" textAlign="end" color={WALL.figure}>
                {d.value}
              </Text>
            </Flex>
          ))}
        </Flex>
      </WallPanel>
    </>
  );
}
