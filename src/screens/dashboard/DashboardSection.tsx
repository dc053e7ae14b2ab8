/** A titled card of the dashboard with loading skeletons and an empty state. */
import { Card, EmptyState, Heading, HStack, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DashboardSectionProps {
  title: string;
  testId: string;
  loading: boolean;
  empty: boolean;
  emptyText: string;
  action?: ReactNode;
  children: ReactNode;
}

export function DashboardSection({ title, testId, loading, empty, emptyText, action, children }: DashboardSectionProps) {
  return (
    <Card.Root h="full" data-testid={testId}>
      <Card.Header pb="2">
        <HStack justify="space-between">
          <Heading size="sm">{title}</Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        {loading ? (
          <Stack gap="3">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h="6" />
            ))}
          </Stack>
        ) : empty ? (
          <EmptyState.Root size="sm">
            <EmptyState.Content>
              <EmptyState.Description>{emptyText}</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  );
}
