/** What 投诉受理 (tssl) and 举报投诉核查 (jbtshc) show of a complaint: the same columns, detail and form. */
export const COMPLAINT_VIEW_ROUTE = 'tsslView';

export const complaintColumns = [
  ['placeName', { width: 180 }], ['address', { width: 220 }], ['kindText', { width: 70 }], ['categoryText', { width: 180 }], ['channelText', { width: 110 }],
  ['callerName', { width: 90 }], ['status', { width: 90 }], ['receivedAt', { width: 170 }], ['organName', { width: 170 }], ['dueDate', { width: 110 }],
] as const;

export const complaintDetail = {
  sections: [
    { title: '投诉举报', fields: ['kindText', 'channelText', 'categoryText', 'callerName', 'callerPhone', 'receivedAt', 'placeName', 'address', 'lng', 'lat', ['content', { wide: true }]] },
    { title: '办理', fields: ['status', 'registeredOrganName', 'organName', 'handledAt', 'dueDate', ['handleNote', { wide: true }]] },
    { title: '核查', fields: ['verifyTaskId', 'verifyTaskStatus', 'finding', 'verifiedAt', ['verifyNote', { wide: true }]] },
    { title: '回复与评价', fields: ['repliedAt', 'satisfactionText', 'closedAt', ['reply', { wide: true }], ['reviewNote', { wide: true }]] },
  ],
} as const;

export const complaintForm = {
  sections: [
    {
      title: '投诉举报',
      fields: [
        'kind', 'channel', 'category', 'callerName', 'callerPhone', ['placeName', { wide: true }], ['address', { wide: true }],
        ['lng', { placeholder: '如 114.057868' }], ['lat', { placeholder: '如 22.543099' }], ['content', { kind: 'textarea', wide: true }],
      ],
    },
  ],
  defaults: { kind: 'complaint', channel: 'hotline96119', category: 'escapeBlocked' },
} as const;
