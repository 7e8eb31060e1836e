/**
 * Reading and writing organizations and residents' connections to them. Reads take the viewer's id so that
 * `is_connected` comes from the same query as the rows (one round trip for the whole grid).
 */
import { type ExpressionBuilder, sql, type Updateable } from 'kysely';
import type {
  CreateOrganizationInput,
  ListOrganizationsQuery,
  MyConnectionsResponse,
  Organization,
  UpdateOrganizationInput,
} from '#contract/organizations.ts';
import type { AppDatabase } from '../db/database.ts';
import type { Database, OrganizationsTable } from '../db/schema.ts';
import { presentOrganization } from './organization-presenter.ts';

/** Escapes LIKE wildcards so a search for `100%` means the characters, not "anything". */
export function likePattern(words: string): string {
  return `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type Filters = Pick<ListOrganizationsQuery, 'active_only' | 'organization_type' | 'focus_area' | 'q'>;

function filtered(db: AppDatabase, filters: Filters) {
  let query = db.selectFrom('organizations');
  if (filters.active_only) query = query.where('organizations.is_active', '=', 1);
  if (filters.organization_type) query = query.where('organizations.organization_type', '=', filters.organization_type);
  // focus_areas holds a JSON array of enum values; a quoted match cannot hit a longer value by accident.
  if (filters.focus_area) query = query.where('organizations.focus_areas', 'like', `%"${filters.focus_area}"%`);
  if (filters.q) {
    const pattern = likePattern(filters.q);
    query = query.where((eb) =>
      eb.or(
        ['organizations.name', 'organizations.short_description', 'organizations.description'].map(
          (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

/** `1` when the viewer is connected, else `0`, as a column of the organizations query. */
function connectedColumn(viewerId: number | null) {
  return (eb: ExpressionBuilder<Database, 'organizations'>) =>
    eb
      .exists(
        eb
          .selectFrom('organization_connections as oc')
          .select('oc.user_id')
          .whereRef('oc.organization_id', '=', 'organizations.id')
          .where('oc.user_id', '=', viewerId ?? -1),
      )
      .as('is_connected');
}

/** A page of organizations, verified first, then by name. */
export async function listOrganizations(
  db: AppDatabase,
  query: ListOrganizationsQuery,
  viewerId: number | null,
): Promise<{ items: Organization[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .selectAll('organizations')
      .select(connectedColumn(viewerId))
      .orderBy('organizations.is_verified', 'desc')
      .orderBy('organizations.name')
      .orderBy('organizations.id')
      .limit(query.limit)
      .offset(query.skip)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(presentOrganization), total: Number(count.n) };
}

/** One organization by id or slug, active or not; undefined when there is none. */
export async function findOrganization(
  db: AppDatabase,
  key: { id: number } | { slug: string },
  viewerId: number | null,
): Promise<Organization | undefined> {
  let query = db.selectFrom('organizations').selectAll('organizations').select(connectedColumn(viewerId));
  query = 'id' in key ? query.where('organizations.id', '=', key.id) : query.where('organizations.slug', '=', key.slug);
  const row = await query.executeTakeFirst();
  return row ? presentOrganization(row) : undefined;
}

/** Connects the user; connecting twice is not an error (the first time is kept). */
export async function connectOrganization(db: AppDatabase, userId: number, organizationId: number, now: Date) {
  await db
    .insertInto('organization_connections')
    .values({ user_id: userId, organization_id: organizationId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'organization_id']).doNothing())
    .execute();
}

/** Removes the user's connection, if any. */
export async function disconnectOrganization(db: AppDatabase, userId: number, organizationId: number) {
  await db
    .deleteFrom('organization_connections')
    .where('user_id', '=', userId)
    .where('organization_id', '=', organizationId)
    .execute();
}

/** The user's connections, newest first. */
export async function listConnections(db: AppDatabase, userId: number): Promise<MyConnectionsResponse> {
  const rows = await db
    .selectFrom('organization_connections as oc')
    .innerJoin('organizations as o', 'o.id', 'oc.organization_id')
    .select(['oc.organization_id', 'o.name', 'o.slug', 'oc.created_at as connected_at'])
    .where('oc.user_id', '=', userId)
    .orderBy('oc.created_at', 'desc')
    .orderBy('oc.organization_id', 'desc')
    .execute();
  return { items: rows };
}

/** The columns of an organization input, with lists as JSON text and flags as 0/1. */
function toColumns(input: UpdateOrganizationInput): Updateable<OrganizationsTable> {
  const { focus_areas, service_areas, is_verified, is_active, ...rest } = input;
  const columns: Updateable<OrganizationsTable> = { ...rest };
  if (focus_areas !== undefined) columns.focus_areas = JSON.stringify(focus_areas);
  if (service_areas !== undefined) columns.service_areas = JSON.stringify(service_areas);
  if (is_verified !== undefined) columns.is_verified = is_verified ? 1 : 0;
  if (is_active !== undefined) columns.is_active = is_active ? 1 : 0;
  return columns;
}

/** Whether another organization already uses the slug. */
export async function slugTaken(db: AppDatabase, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('organizations').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createOrganization(db: AppDatabase, input: CreateOrganizationInput, now: Date): Promise<number> {
  const iso = now.toISOString();
  const row = await db
    .insertInto('organizations')
    .values({
      ...input,
      focus_areas: JSON.stringify(input.focus_areas),
      service_areas: JSON.stringify(input.service_areas),
      is_verified: input.is_verified ? 1 : 0,
      is_active: input.is_active ? 1 : 0,
      created_at: iso,
      updated_at: iso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Applies the changes; false when there is no such organization. */
export async function updateOrganization(
  db: AppDatabase,
  id: number,
  changes: UpdateOrganizationInput,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('organizations')
    .set({ ...toColumns(changes), updated_at: now.toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
