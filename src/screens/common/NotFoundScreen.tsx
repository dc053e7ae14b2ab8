/** /404 with a way home. */
import { Button, Center, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { MdHome, MdSearchOff } from 'react-icons/md';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../catalogue';
import { screens } from '../../messages/screens';

export default function NotFoundScreen() {
  return (
    <Center minH="100dvh" p="6" bg="bg.subtle" data-testid="not-found">
      <Stack align="center" gap="4" textAlign="center">
        <Icon as={MdSearchOff} boxSize="16" color="brand.500" />
        <Heading size="6xl" color="navy.800" _dark={{ color: 'navy.100' }}>
          {screens.notFoundTitle}
        </Heading>
        <Text color="fg.muted" maxW="sm">
          {screens.notFoundText}
        </Text>
        <Button asChild colorPalette="brand" data-testid="not-found-home">
          <Link to={HOME_PATH}>
            <MdHome /> {screens.backHome}
          </Link>
        </Button>
      </Stack>
    </Center>
  );
}
