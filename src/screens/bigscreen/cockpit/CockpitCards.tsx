/** The headline figures above the map. */
import { Grid, GridItem } from '@chakra-ui/react';
import { bigscreen as text } from '../../../messages/bigscreen';
import { WallFigure } from '../wall-charts';
import { WALL } from '../wall-theme';
import type { CockpitData } from './use-cockpit-data';

export function CockpitCards({ figures }: Pick<CockpitData, 'figures'>) {
  const cards = [
    { key: 'complaints', label: text.cards.complaints, value: figures?.cabinComplaintsReport?.total, unit: text.units.piece },
    { key: 'random', label: text.cards.randomInspections, value: figures?.cabinRandomInspection?.total, unit: text.units.piece },
    { key: 'reports', label: text.cards.reports, value: figures?.cabinReportNumber?.total, unit: text.units.piece },
    { key: 'checks', label: text.cards.safetyChecks, value: figures?.cabinSecurityCheck?.checks, unit: text.units.times },
    { key: 'cases', label: text.cards.cases, value: figures?.cabinReportLogLa2?.total, unit: text.units.piece },
    { key: 'persons', label: text.cards.persons, value: figures?.cabinPersonsNumber?.users, unit: text.units.person },
  ];
  return (
    <Grid templateColumns="repeat(6, 1fr)" gap="12px" h="110px" flexShrink={0} data-testid="cockpit-cards">
      {cards.map((card) => (
        <GridItem key={card.key} bg={WALL.panel} border={`1px solid ${WALL.panelBorder}`} borderRadius="6px" boxShadow="inset 0 0 18px rgba(56, 189, 248, 0.15)">
          <WallFigure label={card.label} value={card.value?.toLocaleString('zh-CN')} unit={card.unit} testId={`cockpit-card-${card.key}`} />
        </GridItem>
      ))}
    </Grid>
  );
}
