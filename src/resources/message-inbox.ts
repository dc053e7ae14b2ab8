/** 收件箱: the notices the caller received (getReceivePage), read state, mark read, delete, forward. */
import { BatchDeleteNoticesDocument, BatchMarkAsReadDocument, MessageInboxDocument } from '../graphql/generated/graphql';
import { MSG_STAT_DAYS } from '../constants/message-centre';
import { common } from '../messages/common';
import { messageText as text } from '../messages/message-centre';
import { categoryText, ids, MESSAGE_FILTERS, messageFilterInput } from './message-shared';
import { defineResource, type Option } from './types';

const READ_OPTIONS: readonly Option[] = [
  { value: 'false', label: text.unread, color: 'orange' },
  { value: 'true', label: text.read, color: 'gray' },
];

export const inboxDefinition = defineResource({
  name: 'receivedNotice',
  title: text.inbox,
  routeName: 'messageCenter',
  rowKey: 'id',
  list: {
    document: MessageInboxDocument,
    variables: ({ current, size, filters }) => ({
      input: { ...messageFilterInput(current, size, filters), visited: filters.visited === undefined || filters.visited === '' ? undefined : String(filters.visited) === 'true' },
      days: MSG_STAT_DAYS,
    }),
    select: (data) => data.getReceivePage,
    columns: {
      title: { title: text.title },
      category: { title: text.category, width: 110, format: categoryText },
      senderName: { title: text.sender, width: 120 },
      sendTime: { title: text.sendTime, render: 'datetime', width: 170 },
      visited: { title: text.readState, width: 80, format: (value) => (value ? text.read : text.unread), tone: (value) => (value ? 'fg.muted' : 'orange.fg') },
    },
    filters: [...MESSAGE_FILTERS, { name: 'visited', label: text.readState, kind: 'select', options: READ_OPTIONS }],
  },
  actions: [
    { key: 'sendNew', label: text.sendNew, scope: 'toolbar', navigate: 'sendMessage' },
    { key: 'markRead', label: text.markRead, scope: 'bulk', document: BatchMarkAsReadDocument, variables: (rows) => ({ input: { ids: ids(rows) } }) },
    { key: 'bulkDelete', label: common.batchDelete, scope: 'bulk', confirm: true, danger: true, document: BatchDeleteNoticesDocument, variables: (rows) => ({ input: { ids: ids(rows), box: 'receive' } }) },
    { key: 'view', label: text.view, scope: 'row', openRoute: { route: 'msgDetails', query: (row) => ({ id: row.id }) } },
    { key: 'forward', label: text.forward, scope: 'row', openRoute: { route: 'sendMessage', query: (row) => ({ forwardId: row.id }) } },
    { key: 'delete', label: common.delete, scope: 'row', confirm: true, danger: true, document: BatchDeleteNoticesDocument, variables: (rows) => ({ input: { ids: ids(rows), box: 'receive' } }) },
  ],
});
