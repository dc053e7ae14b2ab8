/** The confirmation dialog: title 提示 by default, 确定 and 取消 (document 2 §9). */
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { common } from '../../messages/common';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  title?: string;
  /** The confirm button shows a spinner while the action runs. */
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, message, title = common.prompt, busy, danger, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      size="xs"
      placement="center"
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onCancel} disabled={busy} data-testid="confirm-cancel">
                {common.cancel}
              </Button>
              <Button
                size="sm"
                colorPalette={danger ? 'red' : 'brand'}
                loading={busy}
                onClick={onConfirm}
                data-testid="confirm-ok"
              >
                {common.ok}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
