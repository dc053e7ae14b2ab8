import { Type } from '@sinclair/typebox';
import { PageQuery } from '../../../http/paging';
import { idList, VersionField } from '../../../http/record-fields';

const nullable = (title: string) => Type.Union([Type.String({ title }), Type.Null()], { title });
const DAY = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
export const CertificateState = Type.Union([Type.Literal('valid'), Type.Literal('expiring'), Type.Literal('expired')], { title: '证件状态' });
const AccountState = Type.Union([Type.Literal('active'), Type.Literal('frozen')], { title: '账号状态' });

export const LawOfficerRowSchema = Type.Object({
  userId: Type.String({ title: '用户ID' }),
  account: Type.String({ title: '账号' }),
  name: Type.String({ title: '姓名' }),
  organId: Type.String({ title: '所属单位ID' }),
  organName: Type.String({ title: '所属单位' }),
  phone: nullable('手机号码'),
  state: AccountState,
  certificateNo: Type.String({ title: '执法证号' }),
  certificateType: Type.String({ title: '证件类型' }),
  certificateTypeName: Type.String({ title: '证件类型' }),
  qualification: Type.String({ title: '执法资格' }),
  qualificationName: Type.String({ title: '执法资格' }),
  issuedOn: Type.String({ title: '发证日期' }),
  expiresOn: Type.String({ title: '有效期至' }),
  certificateState: CertificateState,
  certificateStateName: Type.String({ title: '证件状态' }),
  updatedAt: Type.String({ title: '修改时间' }),
  version: Type.Integer({ title: '版本' }),
});

export const LawOfficerFilterSchema = Type.Object({
  userName: Type.Optional(Type.String({ title: '姓名', maxLength: 32 })),
  certificateNo: Type.Optional(Type.String({ title: '执法证号', maxLength: 32 })),
  organId: Type.Optional(Type.String({ title: '所属单位' })),
  organRange: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)], { title: '单位范围' })),
  state: Type.Optional(AccountState),
  certificateState: Type.Optional(CertificateState),
});
export const LawOfficerPageInput = Type.Composite([PageQuery, LawOfficerFilterSchema]);

export const SaveLawOfficerInput = Type.Object({
  userId: Type.String({ title: '用户', minLength: 1 }),
  certificateNo: Type.String({ title: '执法证号', minLength: 1, maxLength: 32 }),
  certificateType: Type.Union([Type.Literal('fire'), Type.Literal('admin')], { title: '证件类型' }),
  qualification: Type.Union([Type.Literal('basic'), Type.Literal('intermediate'), Type.Literal('advanced')], { title: '执法资格' }),
  issuedOn: Type.String({ title: '发证日期', pattern: DAY }),
  expiresOn: Type.String({ title: '有效期至', pattern: DAY }),
  version: Type.Optional(VersionField),
});

export const FreezeOfficersInput = Type.Object({
  userIds: idList('执法人员', '用户ID'),
  frozen: Type.Boolean({ title: '冻结' }),
});
