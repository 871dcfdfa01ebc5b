import type { FastifyContextConfig } from 'fastify';
import { sessionCookieName } from '../modules/auth/sessions.ts';
import { inducteeCookieName } from '../modules/inductee/browser-token.ts';

/** How a caller proves who it is, as the OpenAPI document names it. */
export const securitySchemes = {
  adminSession: {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName,
    description: 'The session an administrator opens with POST /api/auth/login.',
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'An API token (`csi_…`) made by a super administrator in Integrations; it opens the read routes of its ' +
      'scopes only. Refused with 401 once revoked or expired; 429 beyond its rate.',
  },
  inducteeBrowser: {
    type: 'apiKey',
    in: 'cookie',
    name: inducteeCookieName,
    description: 'The browser of a worker taking an induction, set by POST /api/inductee/start.',
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof securitySchemes, string[]>>;

/** The OpenAPI security of a route, from the access and token scope it declares (plugins/access.ts). */
export function routeSecurity(config: FastifyContextConfig | undefined): SecurityRequirement[] {
  const admin: SecurityRequirement[] = [{ adminSession: [] }];
  if (config?.tokenScope) admin.push({ apiToken: [config.tokenScope] });
  switch (config?.access ?? 'admin') {
    case 'public':
      return [];
    case 'admin':
      return admin;
    case 'optionalAdmin':
      return [{}, ...admin];
    case 'inductee':
      return [{ inducteeBrowser: [] }];
    case 'inducteeOrAdmin':
      return [{ inducteeBrowser: [] }, ...admin];
  }
}
