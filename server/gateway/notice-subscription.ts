import { parse, type DocumentNode } from 'graphql';
import type { AuthenticateOptions } from '../auth/session';
import { sessionIdOf, type SessionCheck } from '../auth/session-check';
import { BizError, Code } from '../http/envelope';
import type { SessionUser } from '../http/route';
import { arrivalOf, type NoticeBus, type NoticeEvent } from '../notice/bus';
import { noticeIterator, withMissed } from '../notice/notice-iterator';
import { toNoticeMessage } from '../notice/notice-message';
import { businessError, upstreamError } from './error-codes';

/** What the subscription needs from the running server; attached once the notice bus exists (main.ts). */
export interface NoticeFeed {
  bus: NoticeBus;
  authenticate(token: string, options?: AuthenticateOptions): Promise<SessionUser>;
  /** Whether the session still holds, asked before each notice (server/auth/session-check.ts). */
  checkSession: SessionCheck;
  /** The receiver's unread notices after `since`, for a socket that was down (server/notice/missed-notices.ts). */
  missedNotices(userId: string, since: Date): Promise<NoticeEvent[]>;
}

/** `Subscription.noticeReceived`: the caller's notices, fields of the spec's notification message. */
export const noticeTypeDefs: DocumentNode = parse(/* GraphQL */ `
  "一条通知（文档二 §3 通知消息的字段，另加接收人、标题、内容、时间与是否已读）"
  type Notice {
    id: String!
    receiverId: String!
    title: String!
    content: String!
    "发送时间（ISO 8601）"
    time: String!
    "是否已读"
    visited: Boolean!
    templateCategory: String
    category: String
    taskCategoryName: String
    taskCategory: String
    taskId: String
    taskDetailId: String
    caseTransId: String
    caseProjectId: String
    busiInstId: String
    busiTypeCode: String
    busiTypeName: String
    approveAction: String
    flowWorkId: String
    hasNextTask: Boolean
  }

  type Subscription {
    "当前用户收到的新通知（令牌取自 graphql-ws 的 connectionParams 或请求头 token）。重连时带上已收到的最新通知的时间 since（ISO 8601），先补发其后的未读通知"
    noticeReceived(since: String): Notice!
  }
`);

interface SubscriptionContext {
  headers?: Record<string, string>;
}

function authError(error: unknown) {
  return error instanceof BizError ? businessError(error.message, error.code) : upstreamError();
}

export function createNoticeSubscription() {
  let feed: NoticeFeed | null = null;
  // The token's session, decoded once when the subscription starts rather than for every notice to every socket.
  const sessionOfContext = new WeakMap<SubscriptionContext, string>();
  const sessionOf = (context: SubscriptionContext) => sessionOfContext.get(context) ?? sessionIdOf(context.headers?.token ?? '');
  const resolvers = {
    Subscription: {
      noticeReceived: {
        subscribe: async (_root: unknown, args: { since?: string | null }, context: SubscriptionContext) => {
          const current = feed;
          if (!current) throw upstreamError();
          const since = args.since ? new Date(args.since) : null;
          if (since && Number.isNaN(since.getTime())) throw businessError('since须为ISO 8601时间', Code.BAD_REQUEST);
          let user: SessionUser;
          try {
            user = await current.authenticate(context.headers?.token ?? '');
          } catch (error) {
            throw authError(error);
          }
          sessionOfContext.set(context, user.sessionId);
          const iterator = noticeIterator(current.bus, user.userId);
          // With Redis the channel is live only once SUBSCRIBE returned; nothing published after this is missed.
          await current.bus.settled();
          // Read after the channel is live, so a notice written meanwhile is in one of the two (or both: sent once).
          return since ? withMissed(await current.missedNotices(user.userId, since), iterator) : iterator;
        },
        // The session is checked again for every notice: one logged out, frozen or expired elsewhere gets
        // SESSION_EXPIRED (the client logs out) instead of further notices. Not counted as activity; the
        // sockets of one session share one check per notice.
        resolve: async (event: NoticeEvent, _args: unknown, context: SubscriptionContext) => {
          try {
            await feed?.checkSession(sessionOf(context), arrivalOf(event));
          } catch (error) {
            throw authError(error);
          }
          return toNoticeMessage(event);
        },
      },
    },
  };
  return {
    typeDefs: noticeTypeDefs,
    resolvers,
    attach(next: NoticeFeed | null) {
      feed = next;
    },
  };
}
