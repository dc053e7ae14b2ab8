/** A row action's dialog listing the records that belong to the row (page sizes 10–50 as in every dialog). */
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { DIALOG_PAGE_SIZES } from '../../constants/paging';
import { common } from '../../messages/common';
import type { RelatedListDef } from '../../resources/types';
import { RelatedList } from './RelatedList';

export interface RelatedListDialogProps {
  spec: RelatedListDef;
  /** The row whose records are listed; no row → closed. */
  parent?: Record<string, unknown>;
  onClose: () => void;
}

export function RelatedListDialog({ spec, parent, onClose }: RelatedListDialogProps) {
  return (
    <Dialog.Root open={Boolean(parent)} size={{ base: 'full', md: 'xl' }} placement="center" onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="related-dialog">
            <Dialog.Header>
              <Dialog.Title>{spec.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{parent && <RelatedList spec={spec} parent={parent} sizes={DIALOG_PAGE_SIZES} />}</Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose} data-testid="related-close">
                {common.close}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
