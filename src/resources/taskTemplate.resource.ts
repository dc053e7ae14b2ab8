import { taskTemplateEntity } from '../graphql/generated/entities/task-template';
import { repeatedCheckItem } from '../shared/task-template-rules';
import { entityResource } from './entity/entity-resource';

/** 任务模板 (11500): the check items a task starts from; new templates are disabled until 启用 (actions by the server's allows). */
export default entityResource(taskTemplateEntity, {
  formRoutes: { create: 'addTaskTemplate', edit: 'editTaskTemplate' },
  columns: ['name', ['taskType', { width: 130 }], ['itemCount', { width: 100 }], ['enabled', { width: 80 }], ['creatorName', { width: 110 }], 'updatedAt'],
  filters: ['name', 'taskType', 'enabled'],
  detail: {
    sections: [
      {
        title: '模板信息',
        fields: [
          'name', ['taskType', { render: 'option' }], ['enabled', { render: 'option' }], ['description', { wide: true }],
          ['items', { wide: true, format: (value) => (Array.isArray(value) ? value.map((item, i) => `${i + 1}. ${item}`).join('\n') : '') }],
          ['remark', { wide: true }],
        ],
      },
    ],
  },
  form: {
    sections: [{ title: '模板信息', fields: ['name', 'taskType', ['description', { kind: 'textarea', wide: true }], ['items', { placeholder: '每行一项' }], ['remark', { kind: 'textarea', wide: true }]] }],
    defaults: { taskType: 'inspection' },
    // Same words as the server's hook (src/shared/task-template-rules.ts).
    extraRules: (input): Record<string, string> => {
      const repeated = repeatedCheckItem(Array.isArray(input.items) ? (input.items as string[]) : []);
      return repeated ? { items: repeated } : {};
    },
  },
});
