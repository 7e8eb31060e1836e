/**
 * The organizations and posts the OCD views refer to (issue 34): every `organization_id` of a membership, event
 * participant or vote event, and every `post_id` of a membership, answers here, so an importer that follows the
 * references finds each one. Bodies come from ocd-bodies.ts (ids fixed per body); posts from the districts on
 * record and the districts the officials hold.
 */
import type { Kysely } from 'kysely';
import type { CityConfig } from '#contract/city.ts';
import { MEETING_TYPES } from '#contract/enums.ts';
import type { OcdJurisdiction, OcdOrganization, OcdPost } from '#contract/ocd.ts';
import type { Database } from '../db/schema.ts';
import { bodyOfMeeting, council, mayorOffice, type OcdBody } from './ocd-bodies.ts';
import { districtDivisionId, ocdId } from './ocd-ids.ts';
import { legislativeSessions, sessionSources } from './ocd-sessions.ts';

/** The post of a district's councilor, and the mayor's (the ids the memberships carry). */
export const councilPostId = (city: CityConfig, district: number) => ocdId(city, 'post', 100 + district);
export const mayorPostId = (city: CityConfig) => ocdId(city, 'post', 1);

function present(city: CityConfig, body: OcdBody, meetingType: string | null): OcdOrganization {
  const isCouncil = body.id === council(city).id;
  const isMayor = body.id === mayorOffice(city).id;
  return {
    ...body,
    // The council's committees and boards are its own bodies, as far as the record tells (it names them only).
    parent_id: isCouncil || isMayor ? null : council(city).id,
    division_id: city.ocdDivision,
    sources: [{ url: city.councilUrl, note: city.councilName }],
    links: [],
    extras: { meeting_type: meetingType },
  };
}

/** The council, the mayor's office and one body per other kind of meeting. */
export function organizations(city: CityConfig): OcdOrganization[] {
  const others = MEETING_TYPES.filter((type) => type !== 'regular_council').map((type) => present(city, bodyOfMeeting(city, type), type));
  return [present(city, council(city), 'regular_council'), present(city, mayorOffice(city), null), ...others];
}

/** The mayor's post and one councilor's post per district (from the district map and the officials). */
export async function posts(db: Kysely<Database>, city: CityConfig): Promise<OcdPost[]> {
  const mapped = await db.selectFrom('districts').select('id').execute();
  const held = await db.selectFrom('officials').select('district').where('district', 'is not', null).distinct().execute();
  const districts = [...new Set([...mapped.map((d) => d.id), ...held.map((o) => o.district!)])].sort((a, b) => a - b);
  return [
    { id: mayorPostId(city), label: 'Mayor', role: 'Mayor', organization_id: mayorOffice(city).id, division_id: city.ocdDivision, maximum_memberships: 1 },
    ...districts.map((district) => ({
      id: councilPostId(city, district),
      label: `District ${district}`,
      role: 'Councilor',
      organization_id: council(city).id,
      division_id: districtDivisionId(city, district),
      maximum_memberships: 1,
    })),
  ];
}

/**
 * The served city's government as one OCD jurisdiction (issue 50): pupa forms the id from the division and the
 * classification. Its sessions are the council terms the city's sources date (ocd-sessions.ts; none if none).
 */
export function jurisdiction(city: CityConfig): OcdJurisdiction {
  return {
    id: `${city.ocdDivision.replace(/^ocd-division\//, 'ocd-jurisdiction/')}/government`,
    name: city.name,
    url: city.councilUrl,
    classification: 'government',
    division_id: city.ocdDivision,
    legislative_sessions: legislativeSessions(city),
    feature_flags: [],
    extras: { organization_ids: organizations(city).map((o) => o.id), legislative_session_sources: sessionSources(city) },
  };
}
