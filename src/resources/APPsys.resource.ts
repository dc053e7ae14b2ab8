import * as yup from 'yup';
import { findRouteByName } from '../catalogue';
import {
  AddAppVersionDocument,
  AppVersionDetailDocument,
  AppVersionPageDocument,
  RemoveAppVersionsDocument,
  UpdateAppVersionDocument,
} from '../graphql/generated/graphql';
import { defineResource, type FilterValues } from './types';

const buttons = findRouteByName('APPsys')!.buttons;

/** Same rule as the server: the version becomes part of the stored file name. */
const VERSION_RE = /^[0-9A-Za-z][0-9A-Za-z._-]*$/;
const MB = 1024 * 1024;

export interface AppVersionFormValues {
  version: string;
  description: string;
  /** What POST /api/sys/appVersion/manager/upload returned for the chosen .apk. */
  uploadId: string;
}

const schema = yup.object({
  version: yup.string().trim().required('版本号不能为空').max(32, '版本号长度不能超过32位').matches(VERSION_RE, '版本号只能包含字母、数字、点、下划线和短横线'),
  description: yup.string().max(500, '更新说明长度不能超过500位'),
  uploadId: yup.string().when('$mode', {
    is: 'create',
    then: (s) => s.required('请上传安装包'),
  }),
});

const textOf = (filters: FilterValues, name: string) => (filters[name] === undefined || filters[name] === '' ? undefined : String(filters[name]));
const sizeText = (value: unknown) => (typeof value === 'number' ? `${(value / MB).toFixed(1)} MB` : '');
const ids = (rows: { id: string }[]) => ({ input: { ids: rows.map((r) => r.id) } });

/** APP版本管理 (11960): Android packages; the newest is what the download centre's QR code offers. */
export default defineResource({
  name: 'appVersion',
  title: 'APP版本',
  routeName: 'APPsys',
  formRoutes: { create: 'addAPPsys', edit: 'editAPPsys' },
  rowKey: 'id',
  list: {
    document: AppVersionPageDocument,
    variables: ({ current, size, filters }) => ({ input: { current, size, version: textOf(filters, 'version') } }),
    select: (data) => data.appVersionPage,
    columns: {
      version: { title: '版本号', width: 120 },
      latest: { title: '当前版本', render: 'boolean', width: 90 },
      description: { title: '更新说明' },
      fileName: { title: '安装包' },
      fileSize: { title: '文件大小', format: (value) => sizeText(value), width: 110 },
      uploaderName: { title: '上传人', width: 110 },
      createdAt: { title: '上传时间', render: 'datetime', width: 170 },
    },
    filters: [{ name: 'version', label: '版本号', kind: 'text' }],
  },
  detail: {
    document: AppVersionDetailDocument,
    variables: (id) => ({ id }),
    select: (data) => data.appVersionDetail,
    sections: [
      {
        title: '版本信息',
        fields: {
          version: '版本号',
          latest: { label: '当前版本', render: 'boolean' },
          fileName: '安装包',
          fileSize: { label: '文件大小', format: (value) => sizeText(value) },
          url: { label: '下载地址', wide: true },
          description: { label: '更新说明', wide: true },
          uploaderName: '上传人',
          createdAt: { label: '上传时间', render: 'datetime' },
        },
      },
    ],
  },
  form: {
    sections: [
      {
        title: '版本信息',
        fields: {
          version: { label: '版本号', kind: 'text', required: true, placeholder: '如 1.2.0' },
          uploadId: {
            label: '安装包',
            kind: 'file',
            upload: { url: '/api/sys/appVersion/manager/upload', accept: '.apk', valueKey: 'uploadId' },
            required: true,
            createOnly: true,
            placeholder: '.apk 文件，不超过200MB',
          },
          description: { label: '更新说明', kind: 'textarea', wide: true },
        },
      },
    ],
    schema,
    defaults: { version: '', description: '', uploadId: '' },
    toValues: (row) => ({ version: row.version, description: row.description ?? '', uploadId: '' }),
    create: {
      document: AddAppVersionDocument,
      variables: (v: AppVersionFormValues) => ({ input: { version: v.version.trim(), description: v.description.trim() || null, uploadId: v.uploadId } }),
    },
    update: {
      document: UpdateAppVersionDocument,
      variables: (row, v: AppVersionFormValues) => ({ input: { id: row.id, version: v.version.trim(), description: v.description.trim() || null, revision: row.revision } }),
    },
  },
  actions: [
    { key: 'new', label: '新增', scope: 'toolbar', buttonId: buttons.new, navigate: 'addAPPsys' },
    { key: 'edit', label: '编辑', scope: 'row', buttonId: buttons.edit, navigate: 'editAPPsys' },
    { key: 'delete', label: '删除', scope: 'row', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveAppVersionsDocument, variables: (rows) => ids(rows) },
    { key: 'bulkDelete', label: '批量删除', scope: 'bulk', buttonId: buttons.delete, confirm: true, danger: true, document: RemoveAppVersionsDocument, variables: (rows) => ids(rows) },
  ],
});
