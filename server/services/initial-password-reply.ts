/**
 * The initial password goes back to the administrator once, in the reply of the call that set it (新增用户,
 * 初始化密码), so they can hand it over; it is stored only hashed and never shown again.
 */
import { Type } from '@sinclair/typebox';

export const InitialPasswordReply = Type.Object({ initialPassword: Type.String({ title: '初始密码（仅本次显示）' }) });

export const withInitialPassword = <T extends object>(reply: T, password: string): T & { initialPassword: string } => ({ ...reply, initialPassword: password });
