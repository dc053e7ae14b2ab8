/** 已发送: the messages the caller sent or forwarded (getSendPage), with how many have read them. */
import { BatchDeleteNoticesDocument, MessageOutboxDocument } from '../graphql/generated/graphql';
import { MSG_STAT_DAYS } from '../constants/message-centre';
import { common } from '../messages/common';
import { messageText as text } from '../messages/message-centre';
import { ids, MESSAGE_FILTERS, messageFilterInput } from './message-shared';
import { defineResource } from './types';

export const outboxDefinition = defineResource({
  name: 'sentMessage',
  title: text.outbox,
  routeName: 'messageCenter',
  rowKey: 'id',
  list: {
    document: MessageOutboxDocument,
    variables: ({ current, size, filters }) => ({ input: messageFilterInput(current, size, filters), days: MSG_STAT_DAYS }),
    select: (data) => data.getSendPage,
    columns: {
      title: { title: text.title },
      categoryName: { title: text.category, width: 110 },
      receiverNames: { title: text.receivers },
      readCount: { title: text.readCount, width: 100, format: (value, row) => text.readProgress(Number(value), Number(row.receiverCount)) },
      sendTime: { title: text.sendTime, render: 'datetime', width: 170 },
    },
    filters: MESSAGE_FILTERS,
  },
  actions: [
    { key: 'sendNew', label: text.sendNew, scope: 'toolbar', navigate: 'sendMessage' },
    { key: 'bulkDelete', label: common.batchDelete, scope: 'bulk', confirm: true, danger: true, document: BatchDeleteNoticesDocument, variables: (rows) => ({ input: { ids: ids(rows), box: 'send' } }) },
    { key: 'view', label: text.view, scope: 'row', openRoute: { route: 'msgDetails', query: (row) => ({ sendId: row.id }) } },
    { key: 'forward', label: text.forward, scope: 'row', openRoute: { route: 'sendMessage', query: (row) => ({ forwardId: row.id, from: 'send' }) } },
    { key: 'delete', label: common.delete, scope: 'row', confirm: true, danger: true, document: BatchDeleteNoticesDocument, variables: (rows) => ({ input: { ids: ids(rows), box: 'send' } }) },
  ],
});
