import { GetReceivePageDocument, GetPersonalInfoDocument, UpdatePersonalCenterDocument } from '../../src/graphql/generated/graphql';
import { defineResource } from '../../src/resources/types';

export const ok = defineResource({
  name: 'x', title: 'x', routeName: 'rzck', rowKey: 'id',
  list: {
    document: GetReceivePageDocument,
    variables: ({ current, size, filters }) => ({ input: { current, size, ...filters } }),
    select: (data) => data.getReceivePage,
    columns: { title: { title: '标题' }, sendTime: { title: 't', render: 'datetime', format: (_v, row) => row.content } },
  },
  detail: {
    document: GetPersonalInfoDocument,
    variables: () => ({}),
    select: (data) => data.getPersonalInfo,
    sections: [{ title: 'a', fields: { name: '姓名' } }],
  },
  form: {
    sections: [{ title: 'a', fields: { name: { label: '姓名', kind: 'text' } } }],
    validator: { validate: async (values) => values },
    defaults: { name: '', email: '' },
    update: { document: UpdatePersonalCenterDocument, variables: (row, values) => ({ input: { name: values.name, email: row.email } }) },
  },
  actions: [{ key: 'a', label: 'a', scope: 'row', visible: (row) => row.visited }],
});
export const badColumn = defineResource({
  name: 'x', title: 'x', routeName: 'rzck', rowKey: 'id',
  list: {
    document: GetReceivePageDocument,
    variables: ({ current, size }) => ({ input: { current, size } }),
    select: (data) => data.getReceivePage,
    // @ts-expect-error a column the query does not select
    columns: { nope: { title: '标题' } },
  },
});
export const badDetail = defineResource({
  name: 'x', title: 'x', routeName: 'rzck', rowKey: 'id',
  list: { document: GetReceivePageDocument, variables: () => ({}), select: (data) => data.getReceivePage, columns: {} },
  detail: {
    document: GetPersonalInfoDocument, variables: () => ({}), select: (data) => data.getPersonalInfo,
    // @ts-expect-error a detail field the query does not select
    sections: [{ title: 'a', fields: { nope: '姓名' } }],
  },
});
export const badForm = defineResource({
  name: 'x', title: 'x', routeName: 'rzck', rowKey: 'id',
  list: { document: GetReceivePageDocument, variables: () => ({}), select: (data) => data.getReceivePage, columns: {} },
  form: {
    // @ts-expect-error a field missing from the values
    sections: [{ title: 'a', fields: { nope: { label: '姓名', kind: 'text' } } }],
    validator: { validate: async (values) => values }, defaults: { name: '' },
  },
});

// The @ts-expect-error lines above are the real test: `npm run typecheck` fails if they stop failing.
describe('defineResource', () => {
  it('returns the definition unchanged', () => {
    expect(ok.list.columns.title?.title).toBe('标题');
    expect(Object.keys(ok.list.columns)).toEqual(['title', 'sendTime']);
    expect(badColumn.name).toBe('x');
    expect(badDetail.detail?.sections).toHaveLength(1);
    expect(badForm.form?.defaults).toEqual({ name: '' });
  });
});
