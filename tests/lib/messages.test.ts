import * as constants from '../../src/constants';
import { messages } from '../../src/messages';

describe('messages', () => {
  it('assembles every domain', () => {
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(['common', 'errors', 'dates', 'layout', 'auth', 'screens']));
  });

  it('keeps the spec texts character for character', () => {
    expect(messages.common.confirmDelete).toBe('确定删除吗?');
    expect(messages.common.operationSuccess).toBe('操作成功');
    expect(messages.common.prompt).toBe('提示');
    expect(messages.errors.hasError).toBe('Has Error');
    expect(messages.errors.verificationFailed).toBe('Verification failed, please Login again.');
    expect(messages.errors.rolesRequired).toBe('getInfo: roles must be a non-null array!');
    expect(messages.errors.uploadFormat).toBe('上传文件格式只能是图片或视频');
    expect(messages.errors.uploadSuccess).toBe('上传成功');
    expect(messages.errors.selectOfficer).toBe('请选择执法人员');
    expect(messages.errors.noTrack).toBe('暂无轨迹');
    expect(messages.errors.newMessage).toBe('您有新的消息，赶紧去查看吧！');
    expect(messages.errors.changePasswordReminder).toBe('为了安全请您及时修改密码，谢谢！');
    expect(messages.errors.busy).toBe('服务器繁忙，请稍后重试');
  });

  it('formats counted texts', () => {
    expect(messages.common.totalRows(42)).toBe('共 42 条');
    expect(messages.errors.networkDetail('Failed to fetch')).toBe('网络连接异常：Failed to fetch');
  });
});

describe('constants', () => {
  it('has the spec timings', () => {
    expect(constants.HEARTBEAT_INTERVAL_MS).toBe(28_000);
    expect(constants.HEARTBEAT_TIMEOUT_MS).toBe(28_000);
    expect(constants.RECONNECT_DELAY_MS).toBe(5_000);
    expect(constants.ROOM_STATUS_POLL_MS).toBe(2_000);
    expect(constants.NOTICE_TOAST_THROTTLE_MS).toBe(2_000);
    expect(constants.NOTICE_TOAST_DURATION_MS).toBe(10_000);
    expect(constants.PASSWORD_REMINDER_THROTTLE_MS).toBe(2_000);
    expect(constants.PASSWORD_REMINDER_DURATION_MS).toBe(10_000);
    expect(constants.SESSION_EXPIRED_THROTTLE_MS).toBe(2_000);
    expect(constants.ERROR_NOTICE_DURATION_MS).toBe(5_000);
    expect(constants.AUTOCOMPLETE_DELAY_MS).toBe(500);
    expect(constants.MONITOR_CLOCK_REFRESH_MS).toBe(500);
  });

  it('has the spec paging, storage and layout values', () => {
    expect(constants.PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(constants.DIALOG_PAGE_SIZES).toEqual([10, 20, 30, 40, 50]);
    expect([constants.DEFAULT_PAGE, constants.DEFAULT_PAGE_SIZE, constants.EXPORT_SIZE]).toEqual([1, 10, 99_999]);
    expect([constants.TOKEN_COOKIE, constants.SIDEBAR_COOKIE]).toEqual(['token', 'sidebarStatus']);
    expect(constants.USER_LOCAL_KEYS).toEqual(['userId', 'name', 'userCode', 'zgdwid']);
    expect([constants.SIDEBAR_WIDTH_PX, constants.MOBILE_BREAKPOINT_PX]).toEqual([300, 992]);
    expect(constants.UPLOAD_MEDIA_TYPES).toEqual(['image/jpeg', 'image/png', 'video/mp4', 'video/rmvb', 'video/avi']);
  });
});
