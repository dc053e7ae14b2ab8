/** Texts of the error catalogue (document 2 §8) and the spec's fixed notices. */
export const errors = {
  /** Shown when a failure carries no message of its own. */
  busy: '服务器繁忙，请稍后重试',
  /** Route guard failure without an error message; kept in English as in the spec. */
  hasError: 'Has Error',
  verificationFailed: 'Verification failed, please Login again.',
  rolesRequired: 'getInfo: roles must be a non-null array!',
  network: '网络连接异常',
  /** Network errors show their own message after the Chinese prefix. */
  networkDetail: (detail: string) => `网络连接异常：${detail}`,
  /** Fallback for a 408 reply that carries no message. */
  sessionExpired: '登录已过期，请重新登录',
  uploadFormat: '上传文件格式只能是图片或视频',
  uploadSuccess: '上传成功',
  selectOfficer: '请选择执法人员',
  noTrack: '暂无轨迹',
  newMessage: '您有新的消息，赶紧去查看吧！',
  changePasswordReminder: '为了安全请您及时修改密码，谢谢！',
  downloadComplete: '文件下载完成，请在浏览器的下载管理中查看',
  /** A download answered with a success envelope instead of a file. */
  noFileReturned: '服务器未返回文件，请稍后重试',
} as const;
