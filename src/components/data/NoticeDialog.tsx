/** A 提示 dialog that shows a result once (e.g. an initial password), with a copy button; 确定 closes it. */
import { Button, Clipboard, Dialog, Portal, Text } from '@chakra-ui/react';
import { common } from '../../messages/common';

export interface NoticeDialogProps {
  /** Open while there is a message. */
  message?: string;
  /** The text the copy button copies. */
  copy?: string;
  onClose: () => void;
}

export function NoticeDialog({ message, copy, onClose }: NoticeDialogProps) {
  return (
    <Dialog.Root open={Boolean(message)} role="alertdialog" size="sm" placement="center" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="notice-dialog">
            <Dialog.Header>
              <Dialog.Title>{common.prompt}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text data-testid="notice-message" wordBreak="break-all">
                {message}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              {copy && (
                <Clipboard.Root value={copy}>
                  <Clipboard.Trigger asChild>
                    <Button variant="outline" size="sm" data-testid="notice-copy">
                      <Clipboard.Indicator copied={common.copied}>{common.copy}</Clipboard.Indicator>
                    </Button>
                  </Clipboard.Trigger>
                </Clipboard.Root>
              )}
              <Button size="sm" colorPalette="brand" onClick={onClose} data-testid="notice-ok">
                {common.ok}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
