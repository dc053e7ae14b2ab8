/**
 * 发送审批 for a business page: starts the record's approval flow (work/business/send) with the receiver
 * chosen from getApprovesBeforeSend, or sends it again after a rejection or revoke.
 */
import { useApolloClient } from '@apollo/client/react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { ApprovalWork, MoveValues } from '../../../machines/approval-page';
import { messageOf } from '../../../machines/resource-form/failure';
import { notify } from '../../../lib/notify';
import { approvalText as text } from '../../../messages/approval';
import { common } from '../../../messages/common';
import { refreshAfterMove, runMove } from './approval-actors';
import { MoveDialog } from './MoveDialog';

export interface FlowSendButtonProps extends Omit<ButtonProps, 'onClick' | 'title'> {
  busiTypeCode: string;
  busiInstId: string;
  /** The work's title in task lists and notices. */
  title: string;
  /** After the work was sent. */
  onSent?: () => void;
}

/** The work as a first send sees it: the server finds the enabled flow of the business type. */
function unsentWork(busiTypeCode: string, busiInstId: string, title: string): ApprovalWork {
  return {
    id: null, exists: false, busiTypeCode, busiTypeName: '', busiInstId, title, version: 0, definitionName: '', phase: 'draft', phaseName: '',
    stepName: null, opinion: null, starterName: null, starterOrganName: null, assigneeName: null, createdAt: null, finishedAt: null,
    steps: [], allowedMoves: ['send'], allows: [], moveNeeds: [{ move: 'send', moveName: common.send, receiver: true, opinion: false }],
  };
}

export function FlowSendButton({ busiTypeCode, busiInstId, title, onSent, children, ...button }: FlowSendButtonProps) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [draft, setDraft] = useState<MoveValues>({});
  const work = useMemo(() => unsentWork(busiTypeCode, busiInstId, title), [busiTypeCode, busiInstId, title]);

  const send = async (values: MoveValues) => {
    setBusy(true);
    setDraft(values);
    setError(undefined);
    try {
      await runMove(client, { work, move: 'send', values, query: { busiTypeCode, busiInstId, title } });
      notify.success(common.operationSuccess);
      refreshAfterMove(client);
      setOpen(false);
      setDraft({});
      onSent?.();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="sm" colorPalette="brand" {...button} onClick={() => setOpen(true)} data-testid="flow-send">
        {children ?? text.sendTitle}
      </Button>
      <MoveDialog
        work={work}
        move={open ? 'send' : undefined}
        defaults={draft}
        error={error}
        busy={busy}
        onSubmit={(values) => void send(values)}
        onCancel={() => {
          setOpen(false);
          setError(undefined);
        }}
      />
    </>
  );
}
