import { defineResourceGroup } from './group';
import { inboxDefinition } from './message-inbox';
import { outboxDefinition } from './message-outbox';

/**
 * 消息中心: 收件箱 and 已发送 as tabs. The route has a screen of its own (src/screens/common/message-centre),
 * which adds the statistics panel and refreshes the lists when a notice arrives or the link reconnects.
 */
export default defineResourceGroup({
  routeName: 'messageCenter',
  title: '消息中心',
  tabs: [inboxDefinition, outboxDefinition],
});
