/** Every state machine of the client, for the inspector page that draws them. */
import type { AnyStateMachine } from 'xstate';
import { sessionMachine } from './session';
import { tagsViewMachine } from './tags-view';

export interface MachineEntry {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
}

export const machineRegistry: MachineEntry[] = [
  {
    id: 'session',
    title: '会话',
    description:
      '登录流程：无令牌 → 登录 → 加载用户信息（菜单与按钮权限）→ 就绪；登录或加载失败时重置令牌并返回登录页；退出登录或会话过期（408）时清除本地存储与令牌并关闭全部标签页；需修改密码时每 2 秒至多提醒一次。',
    machine: sessionMachine,
  },
  {
    id: 'tagsView',
    title: '标签页',
    description:
      '主区域已访问的标签页：打开、激活、关闭、关闭其他、关闭左侧、关闭右侧、关闭全部、刷新、固定与取消固定；首页与已固定的标签不可关闭，关闭当前标签时激活相邻标签。',
    machine: tagsViewMachine,
  },
];

export function findMachine(id: string): MachineEntry | undefined {
  return machineRegistry.find((entry) => entry.id === id);
}
