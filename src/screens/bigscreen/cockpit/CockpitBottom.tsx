/** Under the map: complaint channels and how many people the service has. */
import { Box, Flex, Grid } from '@chakra-ui/react';
import { bigscreen as text } from '../../../messages/bigscreen';
import { WallBars, WallDonut, WallFigure } from '../wall-charts';
import { WallPanel } from '../WallPanel';
import { present, type CockpitData } from './use-cockpit-data';

export const BOTTOM_ROW_PX = 250;

export function CockpitBottom({ figures }: Pick<CockpitData, 'figures'>) {
  const channels = present(figures?.cabinComplaintsReport?.byChannel).map((c) => ({ id: c.key, label: c.name, value: c.count }));
  const persons = figures?.cabinPersonsNumber;
  const levels = present(persons?.byUnitLevel).filter((l) => l.count > 0);
  return (
    <Flex gap="16px" h={`${BOTTOM_ROW_PX}px`} flexShrink={0}>
      <WallPanel title={text.panels.complaintChannel} testId="panel-channels">
        <WallDonut data={channels} testId="chart-channels" />
      </WallPanel>
      <WallPanel title={text.panels.persons} testId="panel-persons">
        <Flex h="100%" gap="8px">
          <Grid w="110px" templateRows="repeat(2, 1fr)">
            <WallFigure label={text.figures.officers} value={persons?.officers} unit={text.units.person} />
            <WallFigure label={text.figures.volunteers} value={persons?.volunteers} unit={text.units.person} />
          </Grid>
          <Box flex="1" minH="0">
            <WallBars testId="chart-persons" horizontal indexBy="name" keys={['count']} legend={false} leftMargin={84} data={levels.map((l) => ({ name: l.name, count: l.count })).reverse()} />
          </Box>
        </Flex>
      </WallPanel>
    </Flex>
  );
}
