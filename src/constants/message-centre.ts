/** The message centre (/sys/notice/*): limits, categories and messages, shared by server and client. */

export const MSG_TITLE_MAX = 100;
export const MSG_CONTENT_MAX = 2000;
/** People one send or forward may reach, after organisations are expanded and duplicates removed. */
export const MSG_RECEIVERS_MAX = 500;
export const MSG_COMMENT_MAX = 500;
/** Organisations one send may name (each expands to its people and those of its subordinate units). */
export const MSG_ORGANS_MAX = 50;
export const MSG_TEMPLATE_VALUE_MAX = 200;
/** Days the statistics panel looks back by default, and at most. */
export const MSG_STAT_DAYS = 7;
export const MSG_STAT_DAYS_MAX = 90;

/** Categories written by this system; seeded and older notices may carry a Chinese label as their category. */
export const NOTICE_CATEGORIES = [
  { value: 'message', label: '个人消息' },
  { value: 'talk', label: '任务交流' },
  { value: 'flow', label: '流程通知' },
  { value: 'password', label: '密码提醒' },
  { value: 'video', label: '视频调度' },
  { value: '任务提醒', label: '任务提醒' },
  { value: '审批通知', label: '审批通知' },
  { value: '系统消息', label: '系统消息' },
] as const;

export const MESSAGE_CATEGORY = 'message';
export const TALK_CATEGORY = 'talk';

const CATEGORY_LABELS = new Map<string, string>(NOTICE_CATEGORIES.map((c) => [c.value, c.label]));
export const categoryLabel = (category: string | null | undefined): string => (category ? (CATEGORY_LABELS.get(category) ?? category) : '其他');

/** A forwarded message's title: the original's, marked, within the title limit. */
export const forwardTitle = (title: string): string => `转发：${title}`.slice(0, MSG_TITLE_MAX);
/** What receivers of a forward read: the sender's comment above the original. */
export const forwardContent = (comment: string, original: string): string => (comment ? `${comment}\n\n—— 原消息 ——\n${original}` : original);

export const MessageCentreMessages = {
  noReceivers: '请选择接收人或接收单位',
  tooManyReceivers: `接收人不能超过${MSG_RECEIVERS_MAX}人`,
  unknownReceiver: (name: string) => `接收人${name}不存在或已停用`,
  unknownOrgan: (id: string) => `接收单位${id}不存在或已被删除`,
  noTitle: '消息标题不能为空',
  noContent: '消息内容不能为空',
  titleTooLong: `消息标题长度不能超过${MSG_TITLE_MAX}位`,
  contentTooLong: `消息内容长度不能超过${MSG_CONTENT_MAX}位`,
  templateMissing: '消息模板不存在或已停用',
  unfilled: (names: string[]) => `请填写模板占位符：${names.join('、')}`,
  notFound: '消息不存在或已被删除',
  sendNotFound: '发送记录不存在或已被删除',
} as const;
