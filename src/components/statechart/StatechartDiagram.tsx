/** Draws any XState machine (laid out by elkjs) with the given states highlighted. */
import { Skeleton, Text } from '@chakra-ui/react';
import type { AnyStateMachine } from 'xstate';
import { statechartText } from '../../messages/statechart';
import type { GraphOptions } from './machine-graph';
import { StatechartView, type StatechartViewProps } from './StatechartView';
import { useStatechartLayout } from './use-statechart-layout';

export interface StatechartDiagramProps extends Omit<StatechartViewProps, 'positioned' | 'title'> {
  machine: AnyStateMachine;
  /** Names the drawing (default: the machine's id). */
  title?: string;
  /** Keep stable (memoised): a new object lays the machine out again. */
  graphOptions?: GraphOptions;
}

export function StatechartDiagram({ machine, title = machine.id, graphOptions, ...view }: StatechartDiagramProps) {
  const { positioned, error } = useStatechartLayout(machine, graphOptions);
  if (error) {
    return (
      <Text color="fg.error" data-testid="statechart-error">
        {statechartText.failed(error)}
      </Text>
    );
  }
  if (!positioned) return <Skeleton h="48" data-testid="statechart-loading" role="status" aria-label={statechartText.drawing} />;
  return <StatechartView positioned={positioned} title={title} {...view} />;
}
