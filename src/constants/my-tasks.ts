/** 个人任务 (未完成任务 2110 / 已完成任务 2120): how many of the caller's tasks the home page lists by due date. */
export const HOME_PAGE_UPCOMING = 5;
/** The longest remark an officer notes on a task of theirs. */
export const TASK_REMARK_MAX = 500;
