import { type AccessPolicy, publicRoute, role } from '../policy-kinds';

/**
 * Who may call each route of the content module (see ../access-policies.ts for the kinds): anyone reads
 * published news, the pages and the seeded pictures; only the platform admin edits (not the reviewer).
 */
export const CONTENT_POLICIES: Record<string, AccessPolicy> = {
  'GET /public/news': publicRoute(),
  'GET /public/news/categories': publicRoute(),
  'GET /public/news/:slug': publicRoute(),
  'GET /public/pages/:slug': publicRoute(),
  'GET /public/content/images/:name': publicRoute(),
  'GET /api/system/admin/news': role('admin'),
  'GET /api/system/admin/news/:id': role('admin'),
  'POST /api/system/admin/news': role('admin'),
  'PUT /api/system/admin/news/:id': role('admin'),
  'POST /api/system/admin/news/:id/publish': role('admin'),
  'POST /api/system/admin/news/:id/unpublish': role('admin'),
  'POST /api/system/admin/news/:id/image': role('admin'),
  'DELETE /api/system/admin/news/:id/image': role('admin'),
  'DELETE /api/system/admin/news/:id': role('admin'),
  'GET /api/system/admin/pages': role('admin'),
  'GET /api/system/admin/pages/:slug': role('admin'),
  'PUT /api/system/admin/pages/:slug': role('admin'),
};
