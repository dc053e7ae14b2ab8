/** The original cockpit's centre (/bigscreen-normal-origin): every brigade's figures as a table instead of the map. */
import { Box, Table } from '@chakra-ui/react';
import { bigscreen as text } from '../../../messages/bigscreen';
import { WALL } from '../wall-theme';
import { present, type CockpitData } from './use-cockpit-data';

const COLUMNS = ['name', 'tasks', 'done', 'doneRate', 'hazards', 'penalties', 'complaints'] as const;

export function UnitsTable({ figures }: Pick<CockpitData, 'figures'>) {
  const units = present(figures?.cabinSubordinate?.units);
  return (
    <Box h="100%" overflow="hidden" data-testid="cockpit-units-table">
      <Table.Root size="sm" bg="transparent" css={{ '& th, & td': { borderColor: 'rgba(56, 189, 248, 0.2)', fontSize: '15px', py: '7px' }, '& tr': { bg: 'transparent' } }}>
        <Table.Header>
          <Table.Row bg="rgba(56, 189, 248, 0.12)">
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} color={WALL.title} textAlign={c === 'name' ? 'start' : 'end'}>
                {text.unitColumns[c]}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {units.map((u) => (
            <Table.Row key={u.organId} bg="transparent">
              {COLUMNS.map((c) => (
                <Table.Cell key={c} color={c === 'name' ? WALL.text : WALL.figure} textAlign={c === 'name' ? 'start' : 'end'}>
                  {c === 'doneRate' ? `${u.doneRate}%` : u[c]}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
