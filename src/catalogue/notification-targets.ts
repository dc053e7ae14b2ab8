/** Route names a notification opens when clicked (spec document 1 §2, document 2 §2). */
export const NOTIFICATION_TARGETS = [
  'fireStationDetail',
  'yjrw',
  'xfNotDeal',
  'notDealwith',
  'hzfkNotDealWith',
  'dxNotDeal',
  'beforehandler',
  'viewUnchecked',
  'accepted',
  'checkUnchecked',
  'fhck',
  'taskRegistratio',
  'reportProessing',
  'dxAccepted',
  'xxztsxx',
  'pfym',
  'personalWorkApproval',
  'personalResumptionAppeal',
  'personalResumptionApproval',
  'msgDetails',
  'messageCenter',
  'editPassword',
] as const;

export type NotificationTarget = (typeof NOTIFICATION_TARGETS)[number];
