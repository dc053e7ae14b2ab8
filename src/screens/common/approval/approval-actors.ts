/** The approval page machine's calls over Apollo, and what refreshes after a move. */
import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import { FLOW_MOVE_NAMES, type FlowStepState } from '../../../constants/flow-runtime';
import {
  GetFlowWorkInfoDocument,
  RebackFlowWorkDocument,
  RevokeFlowWorkDocument,
  SendFlowWorkDocument,
  SubmitFlowWorkDocument,
  type GetFlowWorkInfoQuery,
} from '../../../graphql/generated/graphql';
import type { FlowMove } from '../../../machines/approval-flow/types';
import type { ApprovalWork, MoveRequest, WorkQuery } from '../../../machines/approval-page';
import { approvalText } from '../../../messages/approval';
import { resourceChanged } from '../../resource/resource-events';
import { lookupOf } from './work-query';

type WorkData = NonNullable<GetFlowWorkInfoQuery['getFlowWorkInfo']>;

/** Resource definitions whose lists show the caller's tasks (src/resources/wwjrw, ywjrw). */
export const TASK_LIST_RESOURCES = ['wwjrw', 'ywjrw'] as const;
/** Active queries that show counts or records a move changes. */
export const QUERIES_AFTER_MOVE = ['GetStatisticsByBusiType', 'GetApprovalFlowInfo', 'GetFlowWorkHis', 'TaskFileList'];

const isMove = (value: unknown): value is FlowMove => typeof value === 'string' && value in FLOW_MOVE_NAMES;
const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

export function toApprovalWork(data: WorkData): ApprovalWork {
  return {
    ...data,
    steps: data.steps.filter(present).map((step) => ({ ...step, state: step.state as FlowStepState })),
    allowedMoves: data.allowedMoves.filter(isMove),
    allows: data.allows.filter(present),
    moveNeeds: data.moveNeeds.filter(present).flatMap((need) => (isMove(need.move) ? [{ ...need, move: need.move }] : [])),
  };
}

export async function loadWork(client: ApolloClient, query: WorkQuery): Promise<ApprovalWork> {
  const result = await client.query({ query: GetFlowWorkInfoDocument, variables: lookupOf(query), fetchPolicy: 'network-only' });
  const data = result.data?.getFlowWorkInfo;
  if (!data) throw new Error(approvalText.notFound);
  return toApprovalWork(data);
}

/** The title a first send gives a work when the page was opened without one. */
const titleOf = (work: ApprovalWork, query: WorkQuery) => work.title ?? query.title ?? `${work.busiTypeName}（${work.busiInstId}）`;

/** One move as its REST call: send/submit start or restart the work, reback and revoke have their own, the rest go through work/submit. */
export function runMove(client: ApolloClient, { work, move, values, query }: MoveRequest): Promise<unknown> {
  const opinion = values.opinion?.trim() || undefined;
  const assigneeId = values.assigneeId || undefined;
  const flowWorkId = work.id ?? '';
  switch (move) {
    case 'send':
    case 'submit':
      return client.mutate({
        mutation: SendFlowWorkDocument,
        variables: {
          input: { busiTypeCode: work.busiTypeCode, busiInstId: work.busiInstId, title: titleOf(work, query), assigneeId: assigneeId ?? '', comment: opinion, version: work.exists ? work.version : undefined },
        },
      });
    case 'reback':
      return client.mutate({ mutation: RebackFlowWorkDocument, variables: { input: { flowWorkId, version: work.version, opinion: opinion ?? '' } } });
    case 'revoke':
      return client.mutate({ mutation: RevokeFlowWorkDocument, variables: { input: { flowWorkId, version: work.version } } });
    default:
      return client.mutate({ mutation: SubmitFlowWorkDocument, variables: { input: { flowWorkId, version: work.version, action: move, assigneeId, opinion } } });
  }
}

/** After a move: the dashboard counts, the timeline, circulation and the task lists show the new state. */
export function refreshAfterMove(client: ApolloClient): void {
  void client.refetchQueries({ include: QUERIES_AFTER_MOVE });
  for (const name of TASK_LIST_RESOURCES) resourceChanged(name);
}

export function approvalActors(client: ApolloClient) {
  return {
    loadWork: fromPromise(({ input }: { input: WorkQuery }) => loadWork(client, input)),
    runMove: fromPromise(({ input }: { input: MoveRequest }) => runMove(client, input)),
  };
}
