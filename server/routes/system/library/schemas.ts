import { Type } from '@sinclair/typebox';
import { VersionField } from '../../../http/record-fields';

const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()]);

export const LibraryStatus = Type.Union([Type.Literal('draft'), Type.Literal('reviewing'), Type.Literal('approved')], { title: '状态' });
export const LibraryAction = Type.Union(
  ['send', 'withdraw', 'approve', 'reject', 'edit', 'delete'].map((a) => Type.Literal(a)),
  { title: '可执行操作' },
);

export const LibraryDocument = Type.Object({
  id: Type.String({ title: 'ID' }),
  kind: Type.String({ title: '类型' }),
  title: Type.String({ title: '标题' }),
  category: Type.String({ title: '类别' }),
  docNo: nullable('文号'),
  issuer: nullable('发布单位'),
  content: Type.String({ title: '正文' }),
  status: LibraryStatus,
  organId: Type.String({ title: '所属单位ID' }),
  organName: nullable('所属单位'),
  creatorName: nullable('创建人'),
  sentAt: nullable('送审时间'),
  reviewerName: nullable('审核人'),
  reviewedAt: nullable('审核时间'),
  reviewComment: nullable('审核意见'),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
  allowedActions: Type.Array(LibraryAction),
});

export const LibraryFields = {
  title: Type.String({ title: '标题', minLength: 1, maxLength: 200 }),
  category: Type.String({ title: '类别', minLength: 1, maxLength: 50 }),
  docNo: Type.Optional(Type.Union([Type.String({ title: '文号', maxLength: 100 }), Type.Null()], { title: '文号' })),
  issuer: Type.Optional(Type.Union([Type.String({ title: '发布单位', maxLength: 100 }), Type.Null()], { title: '发布单位' })),
  content: Type.String({ title: '正文', minLength: 1, maxLength: 50000 }),
};

export const VersionedId = {
  id: Type.String({ title: 'ID', minLength: 1 }),
  version: VersionField,
};
