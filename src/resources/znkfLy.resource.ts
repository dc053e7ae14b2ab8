import { findRouteByName } from '../catalogue';
import { leaveWordEntity } from '../graphql/generated/entities/leave-word';
import { smartService } from '../messages/smart-service';
import { replyProblem } from '../shared/leave-word-rules';
import { entityResource } from './entity/entity-resource';

/**
 * 在线留言 (8830): messages left by the public, answered by staff (PUT /leaveWord takes the reply). The
 * reply form opens as 编辑 on a pending message only: the server's allows decide.
 */
export default entityResource(leaveWordEntity, {
  detailRoute: 'znkfLyXq',
  formRoutes: { edit: 'znkfLyHf' },
  columns: [['name', { width: 100 }], ['phone', { width: 130 }], 'content', ['channelText', { width: 110 }], ['status', { width: 90 }], ['createdAt', { width: 170 }], ['replierName', { width: 100 }], ['repliedAt', { width: 170 }]],
  filters: [{ name: 'keyword', label: '关键词', kind: 'text', placeholder: smartService.leaveWordFilter }, 'status', 'channel', { range: ['createdFrom', 'createdTo'], label: '留言时间' }],
  detail: {
    sections: [
      { title: '留言', fields: ['name', 'phone', 'channelText', 'createdAt', ['content', { wide: true }]] },
      { title: '回复', fields: ['status', 'replierName', 'repliedAt', ['reply', { wide: true }]] },
    ],
  },
  form: {
    sections: [{ title: smartService.replyTitle, fields: [['reply', { kind: 'textarea', wide: true, required: true }]] }],
    // Same words as the server's hook (src/shared/leave-word-rules.ts): the reply form answers the message.
    extraRules: (input): Record<string, string> => {
      const problem = replyProblem(input.reply);
      return problem ? { reply: problem } : {};
    },
  },
  actions: [{ key: 'edit', label: smartService.replyAction, scope: 'row', buttonId: findRouteByName('znkfLy')!.buttons.reply, allow: 'edit', navigate: 'znkfLyHf' }],
});
