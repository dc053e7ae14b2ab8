/** Task talk (任务交流, /taskTalkUser/*, /taskTalkUserContent/*): message types, limits and messages, shared by server and client. */

/** The spec's chat message types. */
export const TALK_TYPE = { text: 1, file: 2, media: 3 } as const;
export type TalkType = (typeof TALK_TYPE)[keyof typeof TALK_TYPE];

export const TALK_TEXT_MAX = 1000;
export const TALK_PAGE_SIZE = 20;

export const TaskTalkMessages = {
  notOnWork: '您不是该事项的办理人员，无权查看或参与交流',
  notParticipant: '您不是该交流的参与人员',
  talkNotFound: '交流不存在',
  noText: '消息内容不能为空',
  textTooLong: `消息内容长度不能超过${TALK_TEXT_MAX}位`,
  noFile: '请选择要发送的文件',
  fileNotFound: '文件不存在或已被删除',
  /** What a receiver's notice says of a file or a picture. */
  fileLabel: (name: string) => `[文件] ${name}`,
  mediaLabel: (name: string) => `[图片/视频] ${name}`,
  noticeTitle: (sender: string, task: string) => `${sender}在“${task}”的交流中发来消息`,
} as const;
