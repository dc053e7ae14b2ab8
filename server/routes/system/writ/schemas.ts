import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../../http/paging';
import { VersionField } from '../../../http/record-fields';

export const WritStatus = Type.Union([Type.Literal('draft'), Type.Literal('issued')], { title: '文书状态' });
const Nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });

const PlaceholderValue = Type.Object({
  name: Type.String({ title: '占位符', minLength: 1, maxLength: 50 }),
  value: Type.String({ title: '占位符内容', maxLength: 2000 }),
});

export const WritDocument = Type.Object({
  id: Type.String({ title: '文书ID' }),
  templateId: Type.String({ title: '模板ID' }),
  templateName: Type.String({ title: '文书名称' }),
  documentNumber: Nullable('文号'),
  title: Type.String({ title: '标题' }),
  partyName: Type.String({ title: '当事人' }),
  organId: Type.String({ title: '签发单位' }),
  organName: Type.String({ title: '签发单位名称' }),
  placeholders: Type.Array(Type.String({ title: '占位符' })),
  // Reply fields carry no bounds: a bounded string becomes a custom GraphQL scalar.
  values: Type.Array(Type.Object({ name: Type.String({ title: '占位符' }), value: Type.String({ title: '占位符内容' }) }), { title: '占位符内容' }),
  content: Type.String({ title: '文书内容' }),
  status: WritStatus,
  issuedAt: Nullable('签发时间'),
  creatorName: Nullable('创建人'),
  createdAt: Type.String({ title: '创建时间' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
  allows: Type.Array(Type.String(), { title: '可执行操作' }),
});

const DocumentFields = {
  title: Type.Optional(Type.Union([Type.String({ title: '标题', maxLength: 100 }), Type.Null()], { title: '标题' })),
  partyName: Type.String({ title: '当事人', minLength: 1, maxLength: 100 }),
  organId: Type.Optional(Type.Union([Type.String({ title: '签发单位', maxLength: 64 }), Type.Null()], { title: '签发单位' })),
  values: Type.Array(PlaceholderValue, { title: '占位符内容', maxItems: 100 }),
};
export const AddWritDocumentInput = Type.Object({ templateId: Type.String({ title: '文书模板', minLength: 1 }), ...DocumentFields });
export const UpdateWritDocumentInput = Type.Object({ id: Type.String({ title: '文书ID', minLength: 1 }), ...DocumentFields, version: VersionField });
export const WritDocumentFilter = Type.Object({
  keyword: Type.Optional(Type.String({ title: '关键字', maxLength: 100 })),
  status: Type.Optional(WritStatus),
  templateId: Type.Optional(Type.String({ title: '文书模板', maxLength: 64 })),
  organId: Type.Optional(Type.String({ title: '签发单位', maxLength: 64 })),
});
export const WritDocumentPageInput = Type.Composite([PageQuery, WritDocumentFilter]);
export const IssueWritDocumentInput = Type.Object({ id: Type.String({ title: '文书ID', minLength: 1 }), version: VersionField });
