/** 任务交流 for the approval page and the message details: `<TaskTalkPanel flowWorkId=… />`. */
export { TaskTalkPanel, type TaskTalkPanelProps } from './TaskTalkPanel';
