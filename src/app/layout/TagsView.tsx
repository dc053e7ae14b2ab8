/** The tabs bar of visited pages (tags-view machine). */
import { Box, HStack, Icon, Text } from '@chakra-ui/react';
import { MdClose, MdPushPin } from 'react-icons/md';
import { useNavigate } from 'react-router-dom';
import { isClosable } from '../../machines/tags-view';
import { layout } from '../../messages/layout';
import { TAGS_BAR_HEIGHT_PX } from '../../constants/layout';
import { TagsActorContext } from '../tags/tags-context';
import { TagContextMenu } from './TagContextMenu';

export function TagsView({ activePath }: { activePath: string }) {
  const navigate = useNavigate();
  const tags = TagsActorContext.useActorRef();
  const state = TagsActorContext.useSelector((snapshot) => snapshot.context);

  return (
    <HStack
      h={`${TAGS_BAR_HEIGHT_PX}px`}
      flexShrink={0}
      gap="1.5"
      px="3"
      bg="bg"
      borderBottomWidth="1px"
      overflowX="auto"
      css={{ scrollbarWidth: 'thin' }}
      role="tablist"
      aria-label={layout.openedPages}
      data-testid="tags-view"
    >
      {state.tabs.map((tab) => {
        const active = tab.fullPath === activePath;
        const closable = isClosable(state, tab);
        return (
          <TagContextMenu key={tab.fullPath} tab={tab} state={state}>
            <HStack
              as="div"
              role="tab"
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              gap="1"
              flexShrink={0}
              h="7"
              px="2.5"
              borderWidth="1px"
              borderRadius="sm"
              cursor="pointer"
              fontSize="xs"
              bg={active ? 'brand.solid' : 'bg'}
              color={active ? 'brand.contrast' : 'fg.muted'}
              borderColor={active ? 'brand.solid' : 'border'}
              _hover={active ? undefined : { color: 'brand.fg', borderColor: 'brand.emphasized' }}
              onClick={() => navigate(tab.fullPath + tab.query)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') navigate(tab.fullPath + tab.query);
              }}
              onAuxClick={(event) => {
                if (event.button === 1 && closable) tags.send({ type: 'tags.close', fullPath: tab.fullPath });
              }}
              data-testid="tag"
              data-path={tab.fullPath}
              data-active={active || undefined}
              data-pinned={tab.pinned || undefined}
            >
              {active && <Box boxSize="1.5" borderRadius="full" bg="brand.contrast" />}
              {tab.pinned && <Icon as={MdPushPin} boxSize="3" />}
              <Text whiteSpace="nowrap">{tab.title}</Text>
              {closable && (
                <Box
                  as="span"
                  role="button"
                  aria-label={`${layout.tags.close} ${tab.title}`}
                  display="inline-flex"
                  borderRadius="full"
                  _hover={{ bg: active ? 'brand.emphasized' : 'bg.emphasized', color: 'fg' }}
                  onClick={(event) => {
                    event.stopPropagation();
                    tags.send({ type: 'tags.close', fullPath: tab.fullPath });
                  }}
                  data-testid="tag-close"
                >
                  <MdClose />
                </Box>
              )}
            </HStack>
          </TagContextMenu>
        );
      })}
    </HStack>
  );
}
