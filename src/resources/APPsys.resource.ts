import { appVersionEntity } from '../graphql/generated/entities/app-version';
import { entityResource } from './entity/entity-resource';

const MB = 1024 * 1024;
const sizeText = (value: unknown) => (typeof value === 'number' ? `${(value / MB).toFixed(1)} MB` : '');

/** APP版本管理 (11960): Android packages; the newest is what the download centre's QR code offers. */
export default entityResource(appVersionEntity, {
  formRoutes: { create: 'addAPPsys', edit: 'editAPPsys' },
  columns: [['version', { width: 120 }], ['latest', { width: 90 }], 'description', 'fileName', ['fileSize', { format: sizeText, width: 110 }], ['uploaderName', { width: 110 }], 'createdAt'],
  filters: ['version'],
  detail: {
    sections: [{ title: '版本信息', fields: ['version', 'latest', 'fileName', ['fileSize', { format: sizeText }], ['url', { wide: true }], ['description', { wide: true }], 'uploaderName', 'createdAt'] }],
  },
  form: {
    sections: [
      {
        title: '版本信息',
        fields: [
          ['version', { placeholder: '如 1.2.0' }],
          ['uploadId', { kind: 'file', upload: { url: '/api/sys/appVersion/manager/upload', accept: '.apk', valueKey: 'uploadId' }, placeholder: '.apk 文件，不超过200MB' }],
          ['description', { kind: 'textarea', wide: true }],
        ],
      },
    ],
  },
  bulkRemove: true,
});
