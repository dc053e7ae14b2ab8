/** Left column: complaint trend, random inspections, fire-station checks. */
import { Box, Flex, Grid } from '@chakra-ui/react';
import { bigscreen as text } from '../../../messages/bigscreen';
import { WallBars, WallFigure, WallGauge, WallLine, monthLabel } from '../wall-charts';
import { WallPanel } from '../WallPanel';
import { present, type CockpitData } from './use-cockpit-data';

export function CockpitLeft({ figures }: Pick<CockpitData, 'figures'>) {
  const complaints = figures?.cabinComplaintsReport;
  const random = figures?.cabinRandomInspection;
  const checks = figures?.cabinSecurityCheck;
  const months = present(complaints?.months);
  return (
    <>
      <WallPanel title={text.panels.complaintsTrend} testId="panel-complaints-trend">
        <WallLine
          testId="chart-complaints-trend"
          series={[
            { id: text.series.complaints, data: months.map((m) => ({ x: monthLabel(m.month), y: m.complaints })) },
            { id: text.series.reports, data: months.map((m) => ({ x: monthLabel(m.month), y: m.reports })) },
          ]}
        />
      </WallPanel>
      <WallPanel title={text.panels.randomInspection} testId="panel-random">
        <Flex h="100%" gap="8px">
          <Box w="200px" h="100%">
            <WallGauge percent={random?.qualifiedRate ?? 0} label={text.figures.qualifiedRate} testId="gauge-qualified" />
          </Box>
          <Grid flex="1" templateColumns="1fr 1fr" gap="4px">
            <WallFigure label={text.series.done} value={random?.done} unit={text.units.piece} />
            <WallFigure label={text.figures.unqualified} value={random?.unqualified} unit={text.units.piece} />
            <WallFigure label={text.figures.overdue} value={random?.overdue} unit={text.units.piece} />
            <WallFigure label={text.figures.hazardsFound} value={random?.hazards} unit={text.units.piece} />
          </Grid>
        </Flex>
      </WallPanel>
      <WallPanel title={text.panels.securityCheck} testId="panel-security">
        <Flex direction="column" h="100%">
          <Grid templateColumns="repeat(3, 1fr)" h="70px" flexShrink={0}>
            <WallFigure label={text.figures.hazardsFound} value={checks?.hazardsFound} />
            <WallFigure label={text.figures.majorHazards} value={checks?.majorHazards} />
            <WallFigure label={text.figures.rectifiedRate} value={checks ? `${checks.rectifiedRate}` : undefined} unit={text.units.percent} />
          </Grid>
          <Box flex="1" minH="0">
            <WallBars
              testId="chart-security"
              indexBy="month"
              keys={[text.series.checks, text.series.hazards]}
              data={present(checks?.months).map((m) => ({ month: monthLabel(m.month), [text.series.checks]: m.checks, [text.series.hazards]: m.hazards }))}
            />
          </Box>
        </Flex>
      </WallPanel>
    </>
  );
}
