/**
 * 消息详情: a received notice (?id=, opening it marks it read) with its business link and, for a task-talk
 * notice, the conversation itself; or a sent message (?sendId=) with who has read it. Both can be forwarded.
 */
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGoBack } from '../../../app/layout/navigation';
import { common } from '../../../messages/common';
import { messageText as text } from '../../../messages/message-centre';
import type { ScreenProps } from '../../types';
import { useOpenRoute } from '../../resource/use-child-navigation';
import { ReceivedMessage } from './ReceivedMessage';
import { SentMessage } from './SentMessage';

export default function MsgDetailsScreen({ route }: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const sendId = params.get('sendId');
  const goBack = useGoBack();
  const openRoute = useOpenRoute(route);
  const forward = () => openRoute('sendMessage', sendId ? { forwardId: sendId, from: 'send' } : { forwardId: id ?? '' });

  let body: ReactNode;
  if (sendId) body = <SentMessage key={sendId} id={sendId} />;
  else if (id) body = <ReceivedMessage key={id} id={id} route={route} />;
  else
    body = (
      <Text color="fg.muted" textAlign="center" py="10" data-testid="msg-missing">
        {text.missing}
      </Text>
    );

  return (
    <Box p={{ base: '3', md: '5' }} data-testid="msg-details">
      <Stack gap="4" maxW="5xl" mx="auto">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading size="md">{route.title}</Heading>
          <HStack gap="2">
            {(id || sendId) && (
              <Button size="sm" colorPalette="brand" variant="outline" onClick={forward} data-testid="msg-forward">
                {text.forward}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={goBack} data-testid="msg-back">
              {common.back}
            </Button>
          </HStack>
        </HStack>
        {body}
      </Stack>
    </Box>
  );
}
