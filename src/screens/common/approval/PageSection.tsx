/** A titled card of the approval page. */
import { Card, Heading, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageSection({ title, testId, action, children }: { title: string; testId: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header pb="1">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="sm">{title}</Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
