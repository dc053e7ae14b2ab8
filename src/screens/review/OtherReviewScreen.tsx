/**
 * 题库审核 (dshTk) and 智能客服审核 (dshKf) under 待审核: their queues come with 题库 (8700) and the customer
 * service's review, not built yet. Until then the page says so and leads to 宣传审核, the queue that exists.
 */
import { Button, Center, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { findRouteByName } from '../../catalogue';
import { screens } from '../../messages/screens';
import type { ScreenProps } from '../types';

export default function OtherReviewScreen({ route }: ScreenProps) {
  const navigate = useNavigate();
  const queue = findRouteByName('dsh');
  return (
    <Center minH="60" p="6">
      <Stack align="center" gap="3" textAlign="center" data-testid="placeholder" data-route-name={route.name}>
        <Text fontSize="lg" fontWeight="semibold">{screens.placeholder(route.title, route.menuId)}</Text>
        <Text color="fg.muted">{screens.placeholderHint}</Text>
        {queue && <Button size="sm" variant="outline" onClick={() => navigate(queue.fullPath)}>{queue.title}</Button>}
      </Stack>
    </Center>
  );
}
