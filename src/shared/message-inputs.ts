/** The typed text of 发送消息 and 转发: sendMsg and forwardMsg validate with these fields, the send form checks with them. */
import { Type } from '@sinclair/typebox';
import { MSG_COMMENT_MAX, MSG_CONTENT_MAX, MSG_TITLE_MAX } from '../constants/message-centre';

export const MESSAGE_TEXT_FIELDS = {
  title: Type.String({ title: '消息标题', maxLength: MSG_TITLE_MAX }),
  content: Type.String({ title: '消息内容', maxLength: MSG_CONTENT_MAX }),
};

export const FORWARD_COMMENT = Type.String({ title: '转发附言', maxLength: MSG_COMMENT_MAX });
