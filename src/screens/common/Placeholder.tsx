/** The screen of every catalogue page not built yet: names it and its menu id. */
import { Center, Icon, Stack, Text } from '@chakra-ui/react';
import { MdConstruction } from 'react-icons/md';
import { screens } from '../../messages/screens';
import type { ScreenProps } from '../types';

export default function Placeholder({ route }: ScreenProps) {
  return (
    <Center minH="60" p="6">
      <Stack
        align="center"
        gap="3"
        textAlign="center"
        bg="bg"
        borderWidth="1px"
        borderRadius="lg"
        px={{ base: '5', md: '12' }}
        py="10"
        maxW="xl"
        data-testid="placeholder"
        data-route-name={route.name}
      >
        <Icon as={MdConstruction} boxSize="12" color="brand.500" />
        <Text fontSize="lg" fontWeight="semibold">
          {screens.placeholder(route.title, route.menuId)}
        </Text>
        <Text color="fg.muted">{screens.placeholderHint}</Text>
      </Stack>
    </Center>
  );
}
