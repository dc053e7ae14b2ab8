/** Right-click menu of a tab: 关闭, 关闭其他, 关闭左侧, 关闭右侧, 关闭全部, 刷新, 固定/取消固定. */
import { Menu, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isClosable, type TagsState, type VisitedTab } from '../../machines/tags-view';
import { layout } from '../../messages/layout';
import { TagsActorContext } from '../tags/tags-context';

type TagCommand = 'close' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll' | 'refresh' | 'pin' | 'unpin';

export function TagContextMenu({ tab, state, children }: { tab: VisitedTab; state: TagsState; children: ReactNode }) {
  const tags = TagsActorContext.useActorRef();
  const fullPath = tab.fullPath;
  const affix = state.affixPaths.includes(fullPath);

  const run = (command: TagCommand) => {
    if (command === 'closeAll') tags.send({ type: 'tags.closeAll' });
    else tags.send({ type: `tags.${command}`, fullPath });
  };

  return (
    <Menu.Root onSelect={(details) => run(details.value as TagCommand)}>
      <Menu.ContextTrigger asChild>{children}</Menu.ContextTrigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="8rem" data-testid="tag-context-menu">
            <Menu.Item value="close" disabled={!isClosable(state, tab)}>
              {layout.tags.close}
            </Menu.Item>
            <Menu.Item value="closeOthers">{layout.tags.closeOthers}</Menu.Item>
            <Menu.Item value="closeLeft">{layout.tags.closeLeft}</Menu.Item>
            <Menu.Item value="closeRight">{layout.tags.closeRight}</Menu.Item>
            <Menu.Item value="closeAll">{layout.tags.closeAll}</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="refresh">{layout.tags.refresh}</Menu.Item>
            {!affix && (
              <Menu.Item value={tab.pinned ? 'unpin' : 'pin'}>
                {tab.pinned ? layout.tags.unpin : layout.tags.pin}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
