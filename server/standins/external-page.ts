import type { FastifyPluginAsync } from 'fastify';
import { EXTERNAL_LINKS } from '../../src/shared/external-links';
import type { ExternalLinkType } from '../../src/catalogue/types';

const NAMES: Record<ExternalLinkType, string> = { hzdc: '火灾调查平台', xygk: '信用管控平台', aqjc: '安全检查平台', xfjdjc: '消防监督检查平台', jsfw: '社会消防技术服务平台' };

const page = (name: string) => `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name}（演示替身）</title>
<style>body{font-family:system-ui,"Noto Sans CJK SC",sans-serif;margin:0;background:#f5f7fa;color:#303133}
main{max-width:640px;margin:12vh auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.7;color:#606266}</style></head>
<body><main><h1 data-testid="standin-title">${name}</h1>
<p>这是演示环境内置的替身页面：正式部署时，请在“系统管理 → 系统配置 → 外部系统”中填写该平台的实际地址，菜单将直接打开该地址。</p></main></body></html>`;

/** The demo target of the external-link menus: one page per platform type, in place of the real platform. */
export const externalPageStandin: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { type: string } }>('/:type', { schema: { hide: true } }, async (req, reply) => {
    const type = req.params.type as ExternalLinkType;
    if (!(type in EXTERNAL_LINKS)) return reply.code(404).type('text/plain; charset=utf-8').send('页面不存在');
    return reply.type('text/html; charset=utf-8').send(page(NAMES[type]));
  });
};
