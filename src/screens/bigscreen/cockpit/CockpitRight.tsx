/** Right column: brigades ranked, the case trend, the xxj service's enforcement figures. */
import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import { COCKPIT_RANK_UNITS } from '../../../constants/bigscreen';
import { bigscreen as text } from '../../../messages/bigscreen';
import { WallBars, WallFigure, monthLabel } from '../wall-charts';
import { WallPanel } from '../WallPanel';
import { WALL } from '../wall-theme';
import { present, type CockpitData } from './use-cockpit-data';

const TOP_CAUSES = 3;
const TEN_THOUSAND = 10_000;

export function CockpitRight({ figures, xxj }: Pick<CockpitData, 'figures' | 'xxj'>) {
  const units = present(figures?.cabinSubordinate?.units)
    .sort((a, b) => b.tasks - a.tasks)
    .slice(0, COCKPIT_RANK_UNITS)
    .reverse();
  const cases = present(figures?.cabinReportLogLa?.months);
  const summary = xxj?.xxjSummaryStatistics;
  const causes = present(xxj?.xxjTopCaseCauses?.items).slice(0, TOP_CAUSES);
  return (
    <>
      <WallPanel title={text.panels.subordinate} testId="panel-subordinate">
        <WallBars
          testId="chart-subordinate"
          horizontal
          indexBy="name"
          keys={[text.series.tasks, text.series.done]}
          leftMargin={96}
          data={units.map((u) => ({ name: u.name, [text.series.tasks]: u.tasks, [text.series.done]: u.done }))}
        />
      </WallPanel>
      <WallPanel title={text.panels.casesTrend} testId="panel-cases">
        <WallBars
          testId="chart-cases"
          stacked
          indexBy="month"
          keys={[text.series.penalties, text.series.compulsory]}
          data={cases.map((m) => ({ month: monthLabel(m.month), [text.series.penalties]: m.penalties, [text.series.compulsory]: m.compulsory }))}
        />
      </WallPanel>
      <WallPanel title={text.panels.xxj} testId="panel-xxj">
        <Flex direction="column" h="100%" gap="6px">
          <Grid templateColumns="repeat(3, 1fr)" rowGap="2px" h="150px" flexShrink={0}>
            <WallFigure label={text.figures.enforcementCount} value={xxj?.xxjEnforcementCount?.total} testId="xxj-enforcement" />
            <WallFigure label={text.figures.keyHazards} value={xxj?.xxjKeyHazards?.total} />
            <WallFigure label={text.figures.temporaryPenalties} value={xxj?.xxjTemporaryPenalties?.total} />
            <WallFigure label={text.figures.inspections} value={summary?.inspections} />
            <WallFigure label={text.figures.fines} value={summary ? (summary.fines / TEN_THOUSAND).toFixed(1) : undefined} unit={text.units.tenThousandYuan} />
            <WallFigure label={text.figures.safetyCases} value={xxj?.xxjSafetyCheckCaseStatistics?.cases} />
          </Grid>
          <Box flex="1" minH="0">
            {causes.map((c, i) => (
              <Flex key={c.cause} h="24px" align="center" gap="8px" fontSize="14px">
                <Text w="22px" textAlign="center" bg={i === 0 ? '#ef4444' : WALL.accent} color="#04122f" borderRadius="3px" fontWeight="bold">
                  {i + 1}
                </Text>
                <Text flex="1" truncate color={WALL.text}>
                  {c.cause}
                </Text>
                <Text color={WALL.figure}>{c.count}</Text>
              </Flex>
            ))}
          </Box>
        </Flex>
      </WallPanel>
    </>
  );
}
