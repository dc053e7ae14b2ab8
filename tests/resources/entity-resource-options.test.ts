import { assessmentItemEntity } from '../../src/graphql/generated/entities/assessment-item';
import { entityResource } from '../../src/resources/entity/entity-resource';
import type { JsonSchema } from '../../src/shared/validation/json-schema';

/** The meta of an entity whose add takes a column (name) and a field (ticket) that update does not, with its version in `sort`. */
const input = assessmentItemEntity.input;
const { name: _name, ...updateProps } = input.properties!;
const meta = {
  ...assessmentItemEntity,
  input: { ...input, required: [...input.required!, 'ticket'], properties: { ...input.properties, ticket: { type: 'string', title: '凭据', minLength: 1 } } } as JsonSchema,
  updateInput: { type: 'object', required: ['source', 'weight'], properties: updateProps } as JsonSchema,
  versionField: 'sort',
};

const resource = entityResource(meta, {
  formRoutes: { create: 'kaopingszAdd', edit: 'kaopingszAdd' },
  columns: ['name'],
  detail: { sections: [{ title: '考评项目', fields: ['name', 'enabled', ['updatedAt', { wide: true }], ['remark', { label: '备注' }]] }] },
  form: { sections: [{ title: '考评项目', fields: ['name', 'source', 'weight', 'ticket', 'remark'] }] },
  bulkRemove: true,
});
const plain = entityResource(assessmentItemEntity, { columns: ['name'], form: { sections: [{ title: '考评项目', fields: ['name', 'source'] }] } });

describe('entityResource: update differing from add, detail by names, bulk remove', () => {
  it('validates the create form with the add input and the edit form with the update input', async () => {
    const validator = resource.form!.validator!;
    const values = { name: '', source: '5', weight: '10', ticket: '', remark: '' };
    await expect(validator.validate(values, 'create')).rejects.toMatchObject({ fieldErrors: { name: '考评项目不能为空', ticket: '凭据不能为空' } });
    await expect(validator.validate(values, 'edit')).resolves.toEqual({ source: 5, weight: 10, remark: null });
  });

  it('shows an add-only column read-only on edit and leaves an add-only field out of the edit form', () => {
    const fields = resource.form!.sections[0].fields as Record<string, { readOnlyOnEdit?: boolean; createOnly?: boolean }>;
    expect(fields.name).toMatchObject({ readOnlyOnEdit: true });
    expect(fields.ticket).toMatchObject({ createOnly: true });
    expect(fields.source.readOnlyOnEdit ?? fields.source.createOnly).toBeUndefined();
    const plainFields = plain.form!.sections[0].fields as Record<string, { readOnlyOnEdit?: boolean }>;
    expect(plainFields.name.readOnlyOnEdit).toBeUndefined();
  });

  it('sends the version under its own field name on update', () => {
    const update = resource.form!.update!;
    expect(update.variables({ id: 'x', sort: 3 } as never, { source: 5 } as never)).toEqual({ input: { source: 5, id: 'x', sort: 3 } });
  });

  it('builds detail sections from field names with labels and renders from the meta', () => {
    expect(resource.detail!.sections).toEqual([
      {
        title: '考评项目',
        fields: {
          name: { label: '考评项目' },
          enabled: { label: '状态', render: 'status', options: assessmentItemEntity.fields.enabled.options },
          updatedAt: { label: '更新时间', render: 'datetime', wide: true },
          remark: { label: '备注' },
        },
      },
    ]);
  });

  it('offers 批量删除 with the remove operation only when asked', () => {
    const bulk = resource.actions!.find((a) => a.key === 'bulkDelete')!;
    expect(bulk).toMatchObject({ label: '批量删除', scope: 'bulk', confirm: true, danger: true, document: assessmentItemEntity.operations.remove!.document });
    expect(bulk.variables!([{ id: 'a' }, { id: 'b' }] as never, {})).toEqual({ input: { ids: ['a', 'b'] } });
    expect(plain.actions!.some((a) => a.key === 'bulkDelete')).toBe(false);
  });

  it('takes the buttons of the screen the meta names when changes are guarded by another screen', () => {
    const guarded = entityResource({ ...assessmentItemEntity, buttons: { add: 'new', update: 'edit', remove: 'delete' }, buttonRoute: 'xawhygl' }, {
      routeName: 'hygl',
      formRoutes: { create: 'hyglAdd', edit: 'hyglAdd' },
      columns: ['name'],
    });
    const buttonOf = (key: string) => guarded.actions!.find((a) => a.key === key)?.buttonId;
    expect([buttonOf('new'), buttonOf('edit'), buttonOf('delete')]).toEqual([11221, 11222, 11223]);
  });
});
