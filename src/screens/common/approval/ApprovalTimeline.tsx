/** 审批记录: every receipt of the work (getApprovalFlowInfo taskList) as a vertical timeline. */
import { useQuery } from '@apollo/client/react';
import { Badge, HStack, Skeleton, Text, Timeline } from '@chakra-ui/react';
import { MdCheck } from 'react-icons/md';
import { GetApprovalFlowInfoDocument } from '../../../graphql/generated/graphql';
import { formatTime } from '../../../lib/time';
import { approvalText as text } from '../../../messages/approval';

const STATUS_COLOR: Record<string, string> = { pending: 'orange', done: 'green', cancelled: 'gray' };
const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');

export function ApprovalTimeline({ busiTypeCode, busiInstId }: { busiTypeCode: string; busiInstId: string }) {
  const { data, loading } = useQuery(GetApprovalFlowInfoDocument, { variables: { busiTypeCode, busiInstId }, fetchPolicy: 'network-only' });
  const tasks = (data?.getApprovalFlowInfo?.taskList ?? []).flatMap((task) => (task ? [task] : []));
  if (loading && !data) return <Skeleton height="16" />;
  if (tasks.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="timeline-empty">
        {text.timelineEmpty}
      </Text>
    );
  return (
    <Timeline.Root size="sm" variant="subtle" data-testid="approval-timeline">
      {tasks.map((task) => (
        <Timeline.Item key={task.id} data-testid="timeline-item">
          <Timeline.Connector>
            <Timeline.Separator />
            <Timeline.Indicator colorPalette={STATUS_COLOR[task.status] ?? 'gray'}>{task.status === 'done' ? <MdCheck /> : null}</Timeline.Indicator>
          </Timeline.Connector>
          <Timeline.Content gap="1">
            <HStack gap="2" wrap="wrap">
              <Timeline.Title>{task.stepName}</Timeline.Title>
              <Text fontSize="sm">{join(task.receiveOrgan.organName, task.receiveUser.username)}</Text>
              <Badge size="sm" colorPalette={STATUS_COLOR[task.status] ?? 'gray'}>
                {task.approveActionName ?? task.statusName}
              </Badge>
            </HStack>
            <Timeline.Description>
              {`${text.sent}：${join(task.sendOrgan.organName, task.sendUser.username)} ${formatTime(task.sendTime)}`}
              {task.sendUserComment ? ` · ${text.sendComment}：${task.sendUserComment}` : ''}
            </Timeline.Description>
            <Timeline.Description>
              {task.approvalTime ? `${text.handled}：${formatTime(task.approvalTime)}` : text.pending}
              {task.approveContent ? ` · ${text.approveContent}：${task.approveContent}` : ''}
            </Timeline.Description>
          </Timeline.Content>
        </Timeline.Item>
      ))}
    </Timeline.Root>
  );
}
