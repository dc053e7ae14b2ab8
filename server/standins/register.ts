import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { bladeStandin } from './blade';
import { externalPageStandin } from './external-page';
import { xxjStandin } from './xxj';

/** Mounts the stand-ins of the external services unless their real base URLs are configured. */
export async function registerStandins(app: FastifyInstance, cfg: Config): Promise<void> {
  // The demo's external platforms: 系统配置 points the menus here until real addresses are entered.
  await app.register(externalPageStandin, { prefix: '/standins/external' });
  if (!cfg.xxjBaseUrl) {
    await app.register(xxjStandin, { prefix: '/standins/xxj', clientId: cfg.xxjClientId, clientSecret: cfg.xxjClientSecret, hide: true });
  }
  if (!cfg.bladeBaseUrl) {
    await app.register(bladeStandin, {
      prefix: '/standins/blade', basicAuth: cfg.bladeBasicAuth, tenantId: cfg.bladeTenantId, account: cfg.bladeAccount, password: cfg.bladePassword, hide: true,
    });
  }
}
